import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { Field, Form } from 'react-final-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ACCOUNT_DELETION_CODE_MINUTES } from '../../../domain/accountDeletion';
import { answersTexts } from '../../../domain/i18n/generated/en/answers';
import { deleteAccountTexts } from '../../../domain/i18n/generated/en/deleteAccount';
import { validationTexts } from '../../../domain/i18n/generated/en/validation';
import { plainTexts } from '../../../domain/i18n/texts';
import { accountSubpagePath } from '../../../domain/routes';
import { collectErrors, sixDigitCodeError } from '../../../domain/validation';
import {
  api,
  useConfirmAccountDeletionMutation,
  useRequestAccountDeletionMutation,
  type BlockingPolicy,
} from '../../api';
import { errorMessage } from '../../api/errors';
import { useAppDispatch } from '../../app/hooks';
import { signedOut } from '../../app/session';
import { toastShown } from '../../app/ui';
import { TextFieldAdapter } from '../../components/fields';
import { SectionCard } from '../../design';
import { useLocalized, useTexts } from '../../i18n/useTexts';
import { useSubpageTitle } from './subpageTitle';

// The page's own fallbacks, kept in English and shown through `localize` like a server's answer,
// so an alert follows a change of language.
const english = /* @__PURE__ */ plainTexts(deleteAccountTexts);

/** What goes and what stays, in the catalog's order. */
const DELETED = [
  'deleted1',
  'deleted2',
  'deleted3',
  'deleted4',
  'deleted5',
  'deleted6',
  'deleted7',
] as const;
const KEPT = ['kept1', 'kept2', 'kept3', 'kept4', 'kept5'] as const;

/** The policies a 409 names (openapi.yaml AccountDeletionRefused), else none. */
function blockingOf(error: FetchBaseQueryError | undefined): BlockingPolicy[] {
  const data = error && 'data' in error ? (error.data as { policies?: unknown }) : null;
  return Array.isArray(data?.policies) ? (data.policies as BlockingPolicy[]) : [];
}

/** The lines of what is deleted or kept, as a list. */
function Lines({ lines }: { lines: readonly string[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {lines.map((line) => (
        <li key={line}>
          <Typography variant="body2">{line}</Typography>
        </li>
      ))}
    </Box>
  );
}

/** Only digits, six at most, as the tenant types or pastes the code. */
const digitsOnly = (value: string) => (value ?? '').replace(/\D/g, '').slice(0, 6);

/**
 * docs/privacy.md "Your rights": the tenant deletes their account. The page says what goes and
 * what stays, asks for the mailed code, and once the server has erased the account clears the
 * session and goes to the splash page with a message (the token is dead by then).
 */
export default function DeleteMyAccountScreen() {
  // The code field's errors (`validation`) load in the same wait.
  const t = useTexts(deleteAccountTexts, answersTexts, validationTexts);
  // The page's own fallback, or a refusal the server answered (in the app's language already: a
  // wrong code's, a rate limit's).
  const localize = useLocalized(deleteAccountTexts, answersTexts);
  const title = useSubpageTitle('delete-my-account');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [request, asked] = useRequestAccountDeletionMutation();
  const [confirm, confirmed] = useConfirmAccountDeletionMutation();
  const refused = asked.error as FetchBaseQueryError | undefined;
  const blocking = blockingOf(refused);
  const confirmError = confirmed.error;

  const submit = async ({ code }: { code?: string }) => {
    const result = await confirm({ body: { code: code ?? '' } });
    if ('error' in result) return;
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
    // In the app's language already (the toast shows a text no area of its own has as it is).
    dispatch(toastShown({ message: t('signedOut'), severity: 'success' }));
    navigate('/', { replace: true });
  };

  return (
    <>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        <Typography>{t('intro')}</Typography>
        <SectionCard title={t('deletedTitle')}>
          <Lines lines={DELETED.map((key) => t(key))} />
        </SectionCard>
        <SectionCard title={t('keptTitle')}>
          <Lines lines={KEPT.map((key) => t(key))} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('keptWhy')}
          </Typography>
        </SectionCard>
        <Card variant="outlined">
          <CardContent>
            <Button
              variant={asked.isSuccess ? 'outlined' : 'contained'}
              color="error"
              disabled={asked.isLoading}
              onClick={() => void request()}
            >
              {asked.isSuccess ? t('sendAgain') : t('request')}
            </Button>
            <Box role="status" sx={{ mt: asked.isSuccess ? 2 : 0 }}>
              {asked.isSuccess ? (
                <Alert severity="info">
                  {t('codeSent', { minutes: ACCOUNT_DELETION_CODE_MINUTES })}
                </Alert>
              ) : null}
            </Box>
            {refused ? (
              <Alert severity="error" sx={{ mt: 2 }}>
                {blocking.length ? <AlertTitle>{t('activePoliciesTitle')}</AlertTitle> : null}
                {localize(errorMessage(refused, english.requestFailed))}
                {blocking.length ? (
                  <Box component="ul" sx={{ mt: 1, mb: 0, pl: 2.5 }}>
                    {blocking.map((p) => (
                      <li key={p.id}>
                        <Link component={RouterLink} to={accountSubpagePath('your-policies')}>
                          {t('policyLink', { policy: p.policyNumber })}
                        </Link>
                      </li>
                    ))}
                  </Box>
                ) : null}
              </Alert>
            ) : null}
            {asked.isSuccess ? (
              <Form<{ code?: string }>
                onSubmit={submit}
                validate={({ code }) => collectErrors([['code', sixDigitCodeError(code)]])}
                render={({ handleSubmit, submitting }) => (
                  <Box component="form" noValidate onSubmit={handleSubmit} sx={{ mt: 2 }}>
                    <Field
                      name="code"
                      label={t('codeLabel')}
                      component={TextFieldAdapter}
                      parse={digitsOnly}
                      helperText=" "
                      autoComplete="one-time-code"
                      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
                      fullWidth
                    />
                    <Button
                      type="submit"
                      variant="contained"
                      color="error"
                      disabled={submitting}
                      sx={{ mt: 1 }}
                    >
                      {t('confirm')}
                    </Button>
                    {confirmError ? (
                      <Alert severity="error" sx={{ mt: 2 }}>
                        {localize(errorMessage(confirmError, english.confirmFailed))}
                      </Alert>
                    ) : null}
                  </Box>
                )}
              />
            ) : null}
          </CardContent>
        </Card>
      </Stack>
    </>
  );
}
