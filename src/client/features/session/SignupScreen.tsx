import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { lazy, useState } from 'react';
import { Suspense } from '../../components/Suspense';
import { Field, Form } from 'react-final-form';
import { Link as RouterLink } from 'react-router-dom';
import { screenTexts, sessionMessages } from '../../../domain/messages';
import { PATHS } from '../../../domain/routes';
import { formatPhone } from '../../../domain/validation/phone';
import {
  canRegister,
  registrationErrors,
  type RegistrationValues,
} from '../../../domain/validation/registration';
import { messageOf } from '../../api/answers';
import { useGetSettingsQuery, useRegisterMutation, type RegistrationPending } from '../../api';
import { CheckboxAdapter } from '../../components/CheckboxField';
import { TextFieldAdapter } from '../../components/fields';
import { PublicPage } from '../../components/PublicPage';
import { PageSpinner } from '../../components/PageSpinner';

// Loaded once Register answered: the sign-up route stays small for the form itself.
const RegistrationCodeStep = lazy(() =>
  import(/* webpackChunkName: "signup-code" */ './RegistrationCodeStep').then((m) => ({
    default: m.RegistrationCodeStep,
  })),
);

/**
 * docs/product.md "Log in and sign up": Register stays disabled until every rule of
 * src/domain/validation/registration holds. Register only starts the registration: the code step
 * proves the e-mail, and signs in.
 */
export default function SignupScreen() {
  const [register, { isLoading, error }] = useRegisterMutation();
  const { data: settings } = useGetSettingsQuery();
  // In component state only (never the store): the token binds the mailed code to this sign-up.
  const [pending, setPending] = useState<RegistrationPending | null>(null);
  // Starting over keeps what was typed, except the passwords and the terms box.
  const [draft, setDraft] = useState<RegistrationValues>({ terms: false });

  const onSubmit = async (values: RegistrationValues) => {
    const call = register({
      excludeTenant: false,
      registerRequest: {
        fullName: (values.fullName ?? '').trim(),
        email: (values.email ?? '').trim(),
        phone: values.phone ?? '',
        password: values.password ?? '',
      },
    });
    const result = await call;
    if (!result.data) return;
    call.reset();
    setDraft({ fullName: values.fullName, email: values.email, phone: values.phone, terms: false });
    setPending(result.data);
  };

  const failure = error
    ? (('status' in error ? messageOf(error) : undefined) ?? sessionMessages.registrationFailed)
    : null;

  return (
    <PublicPage title={screenTexts.createYourAccount}>
      <Typography variant="h1" gutterBottom>
        {screenTexts.createYourAccount}
      </Typography>
      {pending ? (
        <Suspense fallback={<PageSpinner />}>
          <RegistrationCodeStep
            key={pending.verification_token}
            pending={pending}
            onStartOver={() => setPending(null)}
          />
        </Suspense>
      ) : (
        <Form<RegistrationValues>
          onSubmit={onSubmit}
          validate={registrationErrors}
          initialValues={draft}
          render={({ handleSubmit, values }) => (
            <form onSubmit={handleSubmit} noValidate>
              <Field
                name="fullName"
                component={TextFieldAdapter}
                label="Full Name"
                autoComplete="name"
              />
              <Field
                name="email"
                component={TextFieldAdapter}
                label="Email"
                type="email"
                autoComplete="email"
              />
              <Field
                name="phone"
                component={TextFieldAdapter}
                label="Phone"
                type="tel"
                autoComplete="tel"
                parse={formatPhone}
                placeholder="(608) 555 - 0134"
              />
              <Field
                name="password"
                component={TextFieldAdapter}
                label="Password"
                type="password"
                autoComplete="new-password"
              />
              <Field
                name="confirmPassword"
                component={TextFieldAdapter}
                label="Confirm Password"
                type="password"
                autoComplete="new-password"
              />
              <Field
                name="terms"
                type="checkbox"
                component={CheckboxAdapter}
                label={
                  <>
                    I agree to the{' '}
                    <Link
                      href={settings?.links.terms ?? '#'}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      terms of use
                    </Link>
                  </>
                }
              />
              {failure ? (
                <Alert severity="error" sx={{ my: 1 }}>
                  {failure}
                </Alert>
              ) : null}
              <Button
                type="submit"
                variant="contained"
                size="large"
                fullWidth
                disabled={!canRegister(values) || isLoading}
                sx={{ mt: 1 }}
              >
                {screenTexts.register}
              </Button>
            </form>
          )}
        />
      )}
      <Typography sx={{ mt: 2 }}>
        Already have an account?{' '}
        <Link component={RouterLink} to={PATHS.login}>
          Log In
        </Link>
      </Typography>
    </PublicPage>
  );
}
