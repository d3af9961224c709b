import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Field, Form } from 'react-final-form';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { sessionTexts } from '../../../domain/i18n/generated/en/session';
import { validationTexts } from '../../../domain/i18n/generated/en/validation';
import { PATHS } from '../../../domain/routes';
import { loginErrors, type LoginValues } from '../../../domain/validation/login';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { messageOf, twoFactorGateOf } from '../../api/answers';
import { bootData } from '../../app/boot';
import { useAppDispatch } from '../../app/hooks';
import { CheckboxAdapter } from '../../components/CheckboxField';
import { TextFieldAdapter } from '../../components/fields';
import { PublicPage } from '../../components/PublicPage';
import { useSignIn } from '../../app/useSignIn';
import { useLocalized, useTexts } from '../../i18n/useTexts';

/** docs/product.md "Log in and sign up". The email can be prefilled from ?email (links from onboarding carry it). */
export default function LoginScreen() {
  const [search] = useSearchParams();
  const dispatch = useAppDispatch();
  const [isLoading, setLoading] = useState(false);
  const [error, setError] = useState<FetchBaseQueryError | SerializedError | null>(null);
  const { settings } = bootData();
  const signIn = useSignIn();
  const t = useTexts(sessionTexts, validationTexts);
  // The server answers in the app's language; a message it gave in English is shown in it too.
  const answer = useLocalized(sessionTexts);

  // The API client loads when the tenant first logs in, not with the page: the form shows and
  // takes input sooner on a phone (the page's JavaScript is a third lighter).
  const onSubmit = async (values: LoginValues) => {
    setLoading(true);
    setError(null);
    try {
      const { api } = await import('../../api');
      const call = dispatch(
        api.endpoints.login.initiate({
          excludeTenant: false,
          loginRequest: {
            email: (values.email ?? '').trim(),
            password: values.password ?? '',
            remember: values.remember ?? false,
          },
        }),
      );
      const result = await call;
      call.reset();
      if ('data' in result && result.data) signIn(result.data);
      else if ('error' in result && result.error) setError(result.error);
    } catch {
      // The client itself could not load (offline): the generic failure.
      setError({ message: 'load failed' });
    } finally {
      setLoading(false);
    }
  };

  // A two-factor challenge is not a failure: the overlay takes over (two-factor screens).
  const failure =
    error && 'status' in error && !twoFactorGateOf(error)
      ? answer(messageOf(error) ?? t('loginFailed'))
      : error && !('status' in error)
        ? t('loginFailed')
        : null;

  return (
    <PublicPage title={t('logIn')}>
      <Typography variant="h1" gutterBottom>
        {t('logIn')}
      </Typography>
      <Form<LoginValues>
        onSubmit={onSubmit}
        validate={loginErrors}
        initialValues={{ email: search.get('email') ?? '', password: '', remember: false }}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate>
            <Field
              name="email"
              component={TextFieldAdapter}
              label={t('email')}
              type="email"
              autoComplete="email"
            />
            <Field
              name="password"
              component={TextFieldAdapter}
              label={t('password')}
              type="password"
              autoComplete="current-password"
            />
            <Field
              name="remember"
              type="checkbox"
              component={CheckboxAdapter}
              label={t('rememberMe')}
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
              disabled={isLoading}
              sx={{ mt: 1 }}
            >
              {t('logIn')}
            </Button>
          </form>
        )}
      />
      <Stack direction="row" sx={{ mt: 2, justifyContent: 'space-between' }}>
        <Link component={RouterLink} to={PATHS.onboarding}>
          {t('newUser')}
        </Link>
        {settings ? (
          <Link href={settings.links.forgotPassword} target="_blank" rel="noopener noreferrer">
            {t('forgotPassword')}
          </Link>
        ) : null}
      </Stack>
    </PublicPage>
  );
}
