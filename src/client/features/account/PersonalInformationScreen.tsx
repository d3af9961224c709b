import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, useState } from 'react';
import { Suspense } from '../../components/Suspense';
import { Field, Form } from 'react-final-form';
import { STREET_MAX_LENGTH } from '../../../domain/constants';
import { answersTexts } from '../../../domain/i18n/generated/en/answers';
import { personalInformationTexts } from '../../../domain/i18n/generated/en/personalInformation';
import { policyActionsTexts } from '../../../domain/i18n/generated/en/policyActions';
import { validationTexts } from '../../../domain/i18n/generated/en/validation';
import { plainTexts } from '../../../domain/i18n/texts';
import { accountFormStates, streetNeedsConfirmation } from '../../../domain/validation/address';
import { accountFormErrors, type AccountFormValues } from '../../../domain/validation/accountForm';
import { formatPhone } from '../../../domain/validation/phone';
import { useUpdateTenantMutation, type Account } from '../../api';
import { errorMessage } from '../../api/errors';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { accountLoaded, selectUser } from '../../app/session';
import { toastShown } from '../../app/ui';
import { AddressFields } from '../../components/address/AddressFields';
import { TextFieldAdapter } from '../../components/fields';
import { SectionCard } from '../../design';
import { useLocalized, useTexts } from '../../i18n/useTexts';
import { LanguageRow } from './LanguageRow';
import { useSubpageTitle } from './subpageTitle';

// The dialogs (and MUI's modal code) load when first needed: the route's budget.
const HeadsUpDialog = lazy(() =>
  import(/* webpackChunkName: "account-dialogs" */ './HeadsUpDialog').then((m) => ({
    default: m.HeadsUpDialog,
  })),
);
const EmailCodeDialog = lazy(() =>
  import(/* webpackChunkName: "account-dialogs" */ './EmailCodeDialog').then((m) => ({
    default: m.EmailCodeDialog,
  })),
);

// The form's own fallback, kept in English and shown through `localize` like a server's answer,
// so the alert follows a change of language.
const english = /* @__PURE__ */ plainTexts(personalInformationTexts);

const initialValues = (user: Account | null): AccountFormValues => ({
  firstName: user?.firstName ?? '',
  lastName: user?.lastName ?? '',
  email: user?.pendingEmail ?? user?.email ?? '',
  phone: formatPhone(user?.billingAddress.phone),
  street: user?.billingAddress.address ?? '',
  unit: user?.billingAddress.unit ?? '',
  city: user?.billingAddress.city ?? '',
  state: user?.billingAddress.state ?? '',
  zip: user?.billingAddress.zip ?? '',
});

/**
 * docs/product.md "Account pages" personal-information with the "Validation" account-form rules:
 * 'Update & Save' sends PUT /v2/account/tenant (a street whose first word has no digit asks 'Heads
 * up!' first). A new e-mail changes only once the code mailed to it is entered.
 */
export default function PersonalInformationScreen() {
  // The address fields' words (`policyActions`) and the field errors load in the same wait.
  const t = useTexts(personalInformationTexts, policyActionsTexts, validationTexts, answersTexts);
  // The form's own fallback, or a refusal the server answered (in the app's language already: a
  // rule of the form's, an address's, an e-mail in use).
  const localize = useLocalized(personalInformationTexts, validationTexts, answersTexts);
  const title = useSubpageTitle('personal-information');
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  // Any partner-carrier policy, active or not, lifts the excluded states (docs/product.md
  // "Validation"; as the server).
  const hasPartner = useAppSelector(
    (s) => s.policies.active.partner.length + s.policies.inactive.partner.length > 0,
  );
  const [update] = useUpdateTenantMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{ values: AccountFormValues; done: () => void }>();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  // What was saved last: 'Send a new code' saves it again.
  const [saved, setSaved] = useState<AccountFormValues | null>(null);
  const [initial] = useState(() => initialValues(user));

  /** Saves the form; answers the failure text, or null. */
  const send = async (values: AccountFormValues): Promise<string | null> => {
    const result = await update({
      updateTenantRequest: {
        firstName: values.firstName?.trim() ?? '',
        lastName: values.lastName?.trim() ?? '',
        email: values.email?.trim() ?? '',
        billingAddress: {
          phone: values.phone ?? '',
          address: values.street?.trim() ?? '',
          unit: values.unit?.trim() || null,
          city: values.city?.trim() ?? '',
          state: values.state ?? '',
          zip: values.zip?.trim() ?? '',
        },
      },
    });
    if (result.error) return errorMessage(result.error, english.saveFailed);
    dispatch(accountLoaded(result.data));
    if (result.data.pendingEmail) setPendingEmail(result.data.pendingEmail);
    return null;
  };

  const save = async (values: AccountFormValues) => {
    setFailure(null);
    const problem = await send(values);
    setFailure(problem);
    if (problem) return;
    setSaved(values);
    // In the app's language already (the toast shows a text no area of its own has as it is).
    dispatch(toastShown({ message: t('accountUpdated'), severity: 'success' }));
  };

  const onSubmit = (values: AccountFormValues) => {
    if (!streetNeedsConfirmation(values.street ?? '')) return save(values);
    // The form stays submitting until the tenant answers the 'Heads up!' question.
    return new Promise<void>((done) => setConfirming({ values, done }));
  };

  return (
    <>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Form<AccountFormValues>
        onSubmit={onSubmit}
        initialValues={initial}
        validate={(values) => accountFormErrors(values, hasPartner)}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate>
            <Stack spacing={2} sx={{ maxWidth: 640 }}>
              <SectionCard>
                <Field
                  name="firstName"
                  label={t('firstName')}
                  component={TextFieldAdapter}
                  autoComplete="given-name"
                />
                <Field
                  name="lastName"
                  label={t('lastName')}
                  component={TextFieldAdapter}
                  autoComplete="family-name"
                />
                <Field
                  name="phone"
                  type="tel"
                  label={t('phone')}
                  component={TextFieldAdapter}
                  autoComplete="tel-national"
                  parse={formatPhone}
                  slotProps={{ htmlInput: { maxLength: 16 } }}
                />
                <Field
                  name="email"
                  type="email"
                  label={t('email')}
                  component={TextFieldAdapter}
                  autoComplete="email"
                />
              </SectionCard>
              <SectionCard title={t('billingAddress')}>
                <AddressFields
                  streetName="street"
                  streetMax={STREET_MAX_LENGTH}
                  states={accountFormStates(hasPartner)}
                />
              </SectionCard>
              {failure ? <Alert severity="error">{localize(failure)}</Alert> : null}
              <Button
                type="submit"
                variant="contained"
                disabled={submitting}
                sx={{ alignSelf: 'flex-start' }}
              >
                {t('updateAndSave')}
              </Button>
            </Stack>
          </form>
        )}
      />
      <LanguageRow />
      <Suspense fallback={null}>
        {confirming ? (
          <HeadsUpDialog
            street={confirming.values.street ?? ''}
            onConfirm={async () => {
              const { values, done } = confirming;
              setConfirming(undefined);
              await save(values);
              done();
            }}
            onEdit={() => {
              confirming.done();
              setConfirming(undefined);
            }}
          />
        ) : null}
        {pendingEmail ? (
          <EmailCodeDialog
            email={pendingEmail}
            onClose={() => setPendingEmail(null)}
            onResend={() => (saved ? send(saved) : Promise.resolve(english.saveFailed))}
          />
        ) : null}
      </Suspense>
    </>
  );
}
