import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, useState } from 'react';
import { Suspense } from '../../../components/Suspense';
import { useNavigate } from 'react-router-dom';
import { addressesDiffer, isServedState } from '../../../../domain/address/rules';
import { STREET_MAX_LENGTH } from '../../../../domain/constants';
import { addressTexts } from '../../../../domain/i18n/generated/en/address';
import { onboardingTexts } from '../../../../domain/i18n/generated/en/onboarding';
import { validationTexts } from '../../../../domain/i18n/generated/en/validation';
import { addressMessages, flowMessages, validationMessages } from '../../../../domain/messages';
import { useLocalized, useTexts } from '../../../i18n/useTexts';
import { loginPath } from '../../../../domain/routes';
import {
  useGetSettingsQuery,
  useValidateAddressMutation,
  type PropertyManager,
  type ValidatedAddress,
} from '../../../api';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useAddressFollowUps } from '../after/useAddressFollowUps';
import { ConfirmDialog } from '../ConfirmDialog';
import { withLoadingTimeout } from '../flowGuards';
import {
  activePolicyFound,
  addressValidated,
  type ChosenAddress,
  type ValidatedAddressState,
} from '../onboardingSlice';
import { AddressCard } from './AddressCard';
import type { MapPosition, PickedAddress } from '../../../components/address/addressTypes';
import { ManualAddressForm } from './ManualAddressForm';
import { RecommendationDialog } from './RecommendationDialog';
import { SandboxAddressInput } from '../../../components/address/SandboxAddressInput';

const GoogleAddressInput = lazy(() =>
  import(/* webpackChunkName: "google-places" */ '../../../components/address/GooglePlaces').then(
    (m) => ({
      default: m.GoogleAddressInput,
    }),
  ),
);
const GoogleMapView = lazy(() =>
  import(/* webpackChunkName: "google-places" */ '../../../components/address/GooglePlaces').then(
    (m) => ({
      default: m.GoogleMapView,
    }),
  ),
);

interface Recommendation {
  entered: ChosenAddress;
  validated: ValidatedAddress;
  propertyInfo: PropertyManager | null;
}

/** The carrier refusals of validateAddress (docs/product.md "Validation", "Messages") as the texts shown. */
function refusalText(code: string | null | undefined): string {
  if (code === 'ADDRESS_BANNED') return addressMessages.banned;
  if (code === 'COMMERCIAL_ADDRESS') return addressMessages.notResidential;
  if (code === 'STATE_NOT_SERVED') return addressMessages.stateNotServed;
  return addressMessages.unableToValidate;
}

/** Step 2 (docs/product.md "Onboarding flow", "States" address outcomes, "Validation" onboarding address form, "Messages"). */
export default function AddressStep() {
  const t = useTexts(onboardingTexts, addressTexts, validationTexts);
  const a = useTexts(addressTexts);
  // The domain's and the server's English (a refusal, a pick error) in the app's language.
  const answer = useLocalized(addressTexts, onboardingTexts, validationTexts);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const followUps = useAddressFollowUps();
  const [existsFor, setExistsFor] = useState<string | null>(null);
  const { data: settings } = useGetSettingsQuery();
  const firstName = useAppSelector((s) => s.onboarding.userInfo?.firstName ?? '');
  const lastName = useAppSelector((s) => s.onboarding.userInfo?.lastName ?? '');
  // Back from the next steps, the address checked before (and its manager) is shown again.
  const earlier = useAppSelector((s) => s.onboarding.validatedAddress);
  const earlierManager = useAppSelector((s) => s.onboarding.propertyManager);
  const earlierBuilding = useAppSelector((s) => s.onboarding.buildingName);
  const [validate] = useValidateAddressMutation();
  const [manual, setManual] = useState(false);
  const [picked, setPicked] = useState<PickedAddress | null>(null);
  const [unit, setUnit] = useState('');
  const [pickError, setPickError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ text: string; severity: 'error' | 'warning' } | null>(
    null,
  );
  const [recommendation, setRecommendation] = useState<Recommendation | null>(null);

  const google = settings?.mapsProvider === 'google' && Boolean(settings.googleMapsApiKey);
  const position: MapPosition | null = picked?.position ?? null;

  const proceed = async (
    address: ChosenAddress,
    validated: ValidatedAddress,
    propertyInfo: PropertyManager | null,
    useEntered: boolean,
  ) => {
    const chosen = useEntered
      ? { ...address, unit: address.unit || null }
      : {
          streetAddress: validated.streetAddress,
          unit: validated.unit,
          city: validated.city,
          state: validated.state,
          zip: validated.zip,
        };
    const coordinates =
      validated.latitude !== null && validated.longitude !== null
        ? { lat: validated.latitude, lng: validated.longitude }
        : (position ?? null);
    const validatedState: ValidatedAddressState = {
      streetAddress: chosen.streetAddress,
      unit: chosen.unit ?? null,
      city: chosen.city,
      state: chosen.state,
      zip: chosen.zip,
    };
    // The /raa enrollment and the active-policy check (docs/product.md "Onboarding flow" step 13)
    // before moving on.
    setBusy(true);
    const next = await followUps(validatedState);
    setBusy(false);
    if (next.kind === 'accountExists') {
      setExistsFor(next.email);
      return;
    }
    dispatch(
      addressValidated({
        address,
        validated: validatedState,
        coordinates,
        propertyManager: propertyInfo,
      }),
    );
    // The address stays in state so the second-policy page can show it.
    if (next.activePolicy) dispatch(activePolicyFound(next.activePolicy));
  };

  const submit = async (address: ChosenAddress) => {
    setProblem(null);
    if (!isServedState(address.state, settings?.servedStates ?? [])) {
      setProblem({ text: addressMessages.stateNotServed, severity: 'error' });
      return;
    }
    setBusy(true);
    const result = await withLoadingTimeout(
      validate({
        validateAddressRequest: {
          streetAddress: address.streetAddress,
          city: address.city,
          state: address.state,
          zip: address.zip,
          ...(address.unit ? { unit: address.unit } : {}),
          ...(address.firstName ? { firstName: address.firstName } : {}),
          ...(address.lastName ? { lastName: address.lastName } : {}),
        },
      }),
      () => setProblem({ text: flowMessages.generic, severity: 'error' }),
    );
    setBusy(false);
    if (!('data' in result) || !result.data) {
      if ('error' in result && (result.error as { name?: string }).name === 'AbortError') return;
      setProblem({ text: flowMessages.generic, severity: 'error' });
      return;
    }
    const { validated, propertyInfo, error } = result.data;
    if (error || !validated) {
      const text = refusalText(error?.code);
      setProblem({ text, severity: text === addressMessages.banned ? 'warning' : 'error' });
      return;
    }
    if (addressesDiffer(address, validated)) {
      setRecommendation({ entered: address, validated, propertyInfo });
      return;
    }
    await proceed(address, validated, propertyInfo, true);
  };

  const continueWithPicked = () => {
    if (!picked) {
      setPickError(addressMessages.selectFromList);
      return;
    }
    if (picked.streetAddress.length > STREET_MAX_LENGTH) {
      setPickError(validationMessages.streetMax40);
      return;
    }
    void submit({
      streetAddress: picked.streetAddress,
      unit: unit.trim(),
      city: picked.city,
      state: picked.state,
      zip: picked.zip,
      county: picked.county,
    });
  };

  const onPick = (address: PickedAddress | null) => {
    setPicked(address);
    setPickError(undefined);
    setProblem(null);
  };
  const onType = () => setPicked(null);

  return (
    <>
      <Typography variant="h2" component="h1" gutterBottom>
        {t('address', { name: firstName })}
      </Typography>
      {google ? (
        <Suspense fallback={null}>
          <GoogleMapView position={position} />
        </Suspense>
      ) : picked ? (
        <AddressCard address={{ ...picked, unit }} />
      ) : earlier ? (
        <AddressCard
          address={earlier}
          manager={earlierManager?.management_company}
          buildingName={earlierBuilding}
        />
      ) : null}
      {manual ? (
        <ManualAddressForm
          initial={{ firstName, lastName }}
          busy={busy}
          onSubmit={(address) => void submit(address)}
        />
      ) : (
        <Stack spacing={1.5}>
          {google && settings?.googleMapsApiKey ? (
            <Suspense fallback={null}>
              <GoogleAddressInput
                apiKey={settings.googleMapsApiKey}
                error={pickError && answer(pickError)}
                onPick={onPick}
                onType={onType}
              />
            </Suspense>
          ) : (
            <SandboxAddressInput
              error={pickError && answer(pickError)}
              onPick={onPick}
              onType={onType}
            />
          )}
          <TextField
            label={a('unit')}
            value={unit}
            onChange={(event) => setUnit(event.target.value)}
          />
          <Button variant="contained" size="large" disabled={busy} onClick={continueWithPicked}>
            {t('continue')}
          </Button>
          <Link component="button" type="button" onClick={() => setManual(true)}>
            {a('cantFindAddress')}
          </Link>
        </Stack>
      )}
      {problem ? (
        <Alert severity={problem.severity} sx={{ mt: 2 }}>
          {answer(problem.text)}
        </Alert>
      ) : null}
      {recommendation ? (
        <RecommendationDialog
          entered={recommendation.entered}
          recommended={recommendation.validated}
          onCancel={() => setRecommendation(null)}
          onPick={(which) => {
            const { entered, validated, propertyInfo } = recommendation;
            setRecommendation(null);
            void proceed(entered, validated, propertyInfo, which === 'entered');
          }}
        />
      ) : null}
      <ConfirmDialog
        open={existsFor !== null}
        title={t('emailExists')}
        confirmLabel={t('logIn')}
        cancelLabel={t('cancel')}
        onConfirm={() => navigate(loginPath(existsFor))}
        onCancel={() => setExistsFor(null)}
      />
    </>
  );
}
