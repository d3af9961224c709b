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
import { accountDeletionTexts as texts } from '../../../domain/messages/accountDeletion';
import { ACCOUNT_SUBPAGES, accountSubpagePath } from '../../../domain/routes';
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

const TITLE = ACCOUNT_SUBPAGES.find((p) => p.slug === 'delete-my-account')?.label ?? '';

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
    dispatch(toastShown({ message: texts.signedOut, severity: 'success' }));
    navigate('/', { replace: true });
  };

  return (
    <>
      <Typography variant="h1" gutterBottom>
        {TITLE}
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        <Typography>{texts.intro}</Typography>
        <SectionCard title={texts.deletedTitle}>
          <Lines lines={texts.deleted} />
        </SectionCard>
        <SectionCard title={texts.keptTitle}>
          <Lines lines={texts.kept} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {texts.keptWhy}
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
              {asked.isSuccess ? texts.sendAgain : texts.request}
            </Button>
            <Box role="status" sx={{ mt: asked.isSuccess ? 2 : 0 }}>
              {asked.isSuccess ? (
                <Alert severity="info">{texts.codeSent(ACCOUNT_DELETION_CODE_MINUTES)}</Alert>
              ) : null}
            </Box>
            {refused ? (
              <Alert severity="error" sx={{ mt: 2 }}>
                {blocking.length ? <AlertTitle>{texts.activePoliciesTitle}</AlertTitle> : null}
                {errorMessage(refused, texts.requestFailed)}
                {blocking.length ? (
                  <Box component="ul" sx={{ mt: 1, mb: 0, pl: 2.5 }}>
                    {blocking.map((p) => (
                      <li key={p.id}>
                        <Link component={RouterLink} to={accountSubpagePath('your-policies')}>
                          {texts.policyLink(p.policyNumber)}
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
                      label={texts.codeLabel}
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
                      {texts.confirm}
                    </Button>
                    {confirmError ? (
                      <Alert severity="error" sx={{ mt: 2 }}>
                        {errorMessage(confirmError, texts.confirmFailed)}
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
