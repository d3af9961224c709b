import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, useEffect, useRef, useState } from 'react';
import { Suspense } from '../../../components/Suspense';
import { addressTexts } from '../../../../domain/i18n/generated/en/address';
import { uploadTexts } from '../../../../domain/i18n/generated/en/upload';
import { uploadAccountTexts } from '../../../../domain/i18n/generated/en/uploadAccount';
import { validationTexts } from '../../../../domain/i18n/generated/en/validation';
import { rentalErrors } from '../../../../domain/validation/upload';
import {
  useGetManagementCompaniesQuery,
  useGetSettingsQuery,
  useValidateAddressMutation,
} from '../../../api';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { PickedAddress } from '../../../components/address/addressTypes';
import { SandboxAddressInput } from '../../../components/address/SandboxAddressInput';
import { TextInput } from '../../../design/TextInput';
import { useLocalized, useTexts } from '../../../i18n/useTexts';
import { rentalSaved, uploadFailed, type PartnerManager } from '../uploadSlice';

const GoogleAddressInput = lazy(() =>
  import(/* webpackChunkName: "google-places" */ '../../../components/address/GooglePlaces').then(
    (m) => ({ default: m.GoogleAddressInput }),
  ),
);
const PropertyRequestDialog = lazy(
  () => import(/* webpackChunkName: "upload-contact" */ './PropertyRequestDialog'),
);

/**
 * docs/product.md "Upload wizard" rental step: the address from the autocomplete (or 'Can't find
 * your address? Click Here' and its contact dialog), the unit, and the management company from the
 * loaded list (docs/product.md "Validation"). At a partner property the company is filled in from
 * the quote flow's own address check (validateAddress's propertyInfo); the tenant may still change
 * it.
 */
export default function RentalForm() {
  // The step's words, the route's labels, the address picker's and the rules' errors (address,
  // validation), in one wait.
  const t = useTexts(uploadAccountTexts, uploadTexts, addressTexts, validationTexts);
  const w = useTexts(uploadTexts);
  const a = useTexts(addressTexts);
  const localize = useLocalized(addressTexts, validationTexts);
  const dispatch = useAppDispatch();
  const saved = useAppSelector((s) => s.upload.rental);
  const { data: settings } = useGetSettingsQuery();
  const companiesQuery = useGetManagementCompaniesQuery();
  const companies = companiesQuery.data?.managementCompanies ?? [];
  const [picked, setPicked] = useState<PickedAddress | null>(
    saved ? { ...saved, county: null, position: null } : null,
  );
  const [unit, setUnit] = useState(saved?.unit ?? '');
  const [company, setCompany] = useState(saved?.propertyManager ?? '');
  const [errors, setErrors] = useState<{ address?: string; propertyManager?: string }>({});
  const [asking, setAsking] = useState(false);
  const [partner, setPartner] = useState<PartnerManager | null>(saved?.partner ?? null);
  const [checkAddress] = useValidateAddressMutation();
  const latest = useRef(0);
  const google = settings?.mapsProvider === 'google' && Boolean(settings.googleMapsApiKey);

  // docs/product.md "Messages": a network error on the management list sets the wizard's generic
  // error flag.
  useEffect(() => {
    if (companiesQuery.isError) dispatch(uploadFailed('network'));
  }, [companiesQuery.isError, dispatch]);

  const next = () => {
    const found = rentalErrors({
      addressPicked: picked !== null,
      propertyManager: company,
      companies,
    });
    setErrors(found);
    if (!picked || Object.keys(found).length > 0) return;
    dispatch(
      rentalSaved({
        streetAddress: picked.streetAddress,
        city: picked.city,
        state: picked.state,
        zip: picked.zip,
        unit: unit.trim(),
        propertyManager: company,
        partner: partner?.management_company === company ? partner : null,
      }),
    );
  };
  /** The partner property's manager at the picked address, when it is one of the list. */
  const findPartner = async (address: PickedAddress, asked: number) => {
    const answer = await checkAddress({
      validateAddressRequest: {
        streetAddress: address.streetAddress,
        city: address.city,
        state: address.state,
        zip: address.zip,
      },
    });
    const info = 'data' in answer ? answer.data?.propertyInfo : null;
    if (asked !== latest.current || !info || !companies.includes(info.management_company)) return;
    setPartner(info);
    setCompany(info.management_company);
    setErrors((e) => ({ ...e, propertyManager: undefined }));
  };
  const onPick = (address: PickedAddress | null) => {
    // A newer pick (or typing) makes any answer still on its way stale.
    latest.current += 1;
    setPicked(address);
    setPartner(null);
    setErrors((e) => ({ ...e, address: undefined }));
    if (address) void findPartner(address, latest.current);
  };

  return (
    <Stack spacing={1.5}>
      <Typography variant="h2" component="h1">
        {t('rentalTitle')}
      </Typography>
      {saved ? (
        <Typography translate="no">{`${saved.streetAddress}, ${saved.city}, ${saved.state} ${saved.zip}`}</Typography>
      ) : null}
      {google && settings?.googleMapsApiKey ? (
        <Suspense fallback={null}>
          <GoogleAddressInput
            apiKey={settings.googleMapsApiKey}
            error={errors.address && localize(errors.address)}
            onPick={onPick}
            onType={() => onPick(null)}
          />
        </Suspense>
      ) : (
        <SandboxAddressInput
          error={errors.address && localize(errors.address)}
          onPick={onPick}
          onType={() => onPick(null)}
        />
      )}
      <Link
        component="button"
        type="button"
        onClick={() => setAsking(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {a('cantFindAddress')}
      </Link>
      <TextInput label={t('unit')} value={unit} onChange={(e) => setUnit(e.target.value)} />
      {/* An autocomplete, not a select: it is loaded already for the address, and a select
          would bring its menu, popover and modal into this chunk. */}
      <Autocomplete<string>
        options={companies}
        noOptionsText={t('noCompany')}
        openText={a('openList')}
        closeText={a('closeList')}
        clearText={a('clear')}
        // The companies' names are data: a translator leaves them alone.
        slotProps={{ listbox: { translate: 'no' } }}
        value={companies.includes(company) ? company : null}
        onChange={(_event, value) => {
          setCompany(value ?? '');
          setErrors((er) => ({ ...er, propertyManager: undefined }));
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={w('managementCompany')}
            error={Boolean(errors.propertyManager)}
            helperText={errors.propertyManager && localize(errors.propertyManager)}
          />
        )}
      />
      <Button variant="contained" size="large" onClick={next}>
        {t('next')}
      </Button>
      {asking ? (
        <Suspense fallback={null}>
          <PropertyRequestDialog unit={unit} onClose={() => setAsking(false)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
