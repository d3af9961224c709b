import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, useState } from 'react';
import { Suspense } from '../../components/Suspense';
import { Field, Form } from 'react-final-form';
import { STREET_MAX_LENGTH } from '../../../domain/constants';
import { screenTexts, successMessages } from '../../../domain/messages';
import { personalInfoTexts as t } from '../../../domain/messages/account';
import { ACCOUNT_SUBPAGES } from '../../../domain/routes';
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

const TITLE = ACCOUNT_SUBPAGES.find((p) => p.slug === 'personal-information')?.label ?? '';

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
    if (result.error) return errorMessage(result.error, t.saveFailed);
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
    dispatch(toastShown({ message: successMessages.accountUpdated, severity: 'success' }));
  };

  const onSubmit = (values: AccountFormValues) => {
    if (!streetNeedsConfirmation(values.street ?? '')) return save(values);
    // The form stays submitting until the tenant answers the 'Heads up!' question.
    return new Promise<void>((done) => setConfirming({ values, done }));
  };

  return (
    <>
      <Typography variant="h1" gutterBottom>
        {TITLE}
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
                  label={t.firstName}
                  component={TextFieldAdapter}
                  autoComplete="given-name"
                />
                <Field
                  name="lastName"
                  label={t.lastName}
                  component={TextFieldAdapter}
                  autoComplete="family-name"
                />
                <Field
                  name="phone"
                  type="tel"
                  label={t.phone}
                  component={TextFieldAdapter}
                  autoComplete="tel-national"
                  parse={formatPhone}
                  slotProps={{ htmlInput: { maxLength: 16 } }}
                />
                <Field
                  name="email"
                  type="email"
                  label={t.email}
                  component={TextFieldAdapter}
                  autoComplete="email"
                />
              </SectionCard>
              <SectionCard title={t.billingAddress}>
                <AddressFields
                  streetName="street"
                  streetMax={STREET_MAX_LENGTH}
                  states={accountFormStates(hasPartner)}
                />
              </SectionCard>
              {failure ? <Alert severity="error">{failure}</Alert> : null}
              <Button
                type="submit"
                variant="contained"
                disabled={submitting}
                sx={{ alignSelf: 'flex-start' }}
              >
                {screenTexts.updateAndSave}
              </Button>
            </Stack>
          </form>
        )}
      />
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
            onResend={() => (saved ? send(saved) : Promise.resolve(t.saveFailed))}
          />
        ) : null}
      </Suspense>
    </>
  );
}
