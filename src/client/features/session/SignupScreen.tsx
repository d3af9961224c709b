import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { lazy, useState } from 'react';
import { Suspense } from '../../components/Suspense';
import { Field, Form } from 'react-final-form';
import { Link as RouterLink } from 'react-router-dom';
import { sessionTexts } from '../../../domain/i18n/generated/en/session';
import { validationTexts } from '../../../domain/i18n/generated/en/validation';
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
import { useLocalized, useTexts } from '../../i18n/useTexts';

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
  const t = useTexts(sessionTexts, validationTexts);
  const answer = useLocalized(sessionTexts);

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
    ? answer(('status' in error ? messageOf(error) : undefined) ?? t('registrationFailed'))
    : null;

  return (
    <PublicPage title={t('createYourAccount')}>
      <Typography variant="h1" gutterBottom>
        {t('createYourAccount')}
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
                label={t('fullName')}
                autoComplete="name"
              />
              <Field
                name="email"
                component={TextFieldAdapter}
                label={t('email')}
                type="email"
                autoComplete="email"
              />
              <Field
                name="phone"
                component={TextFieldAdapter}
                label={t('phone')}
                type="tel"
                autoComplete="tel"
                parse={formatPhone}
                placeholder="(608) 555 - 0134"
              />
              <Field
                name="password"
                component={TextFieldAdapter}
                label={t('password')}
                type="password"
                autoComplete="new-password"
              />
              <Field
                name="confirmPassword"
                component={TextFieldAdapter}
                label={t('confirmPassword')}
                type="password"
                autoComplete="new-password"
              />
              <Field
                name="terms"
                type="checkbox"
                component={CheckboxAdapter}
                label={
                  <>
                    {t('agreeTo')}{' '}
                    <Link
                      href={settings?.links.terms ?? '#'}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {t('termsOfUse')}
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
                {t('register')}
              </Button>
            </form>
          )}
        />
      )}
      <Typography sx={{ mt: 2 }}>
        {t('haveAccount')}{' '}
        <Link component={RouterLink} to={PATHS.login}>
          {t('logIn')}
        </Link>
      </Typography>
    </PublicPage>
  );
}
