import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ACCOUNT_DELETION_CODE_MINUTES } from '../../../domain/accountDeletion';
import { validationMessages } from '../../../domain/messages';
import { accountDeletionTexts as texts } from '../../../domain/messages/accountDeletion';
import { ACCOUNT_SUBPAGES, accountSubpagePath } from '../../../domain/routes';
import {
  api,
  useConfirmAccountDeletionMutation,
  useRequestAccountDeletionMutation,
  type BlockingPolicy,
} from '../../api';
import { messageOf } from '../../api/answers';
import { useAppDispatch } from '../../app/hooks';
import { signedOut } from '../../app/session';
import { toastShown } from '../../app/ui';
import { SectionCard } from '../../design';

const TITLE = ACCOUNT_SUBPAGES.find((p) => p.slug === 'delete-my-account')?.label ?? '';

/** The policies a 409 names (openapi.yaml AccountDeletionRefused), else none. */
function blockingOf(error: FetchBaseQueryError | undefined): BlockingPolicy[] {
  const data = error && 'data' in error ? (error.data as { policies?: unknown }) : null;
  return Array.isArray(data?.policies) ? (data.policies as BlockingPolicy[]) : [];
}

const failureOf = (error: FetchBaseQueryError | undefined, fallback: string) =>
  error ? (error.status !== 'FETCH_ERROR' && messageOf(error)) || fallback : null;

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
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const refused = asked.error as FetchBaseQueryError | undefined;
  const blocking = blockingOf(refused);
  const confirmError = confirmed.error as FetchBaseQueryError | undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setCodeError(validationMessages.codeSixDigits);
      return;
    }
    setCodeError(null);
    const result = await confirm({ body: { code } });
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
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {texts.deleted.map((line) => (
              <li key={line}>
                <Typography variant="body2">{line}</Typography>
              </li>
            ))}
          </Box>
        </SectionCard>
        <SectionCard title={texts.keptTitle}>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {texts.kept.map((line) => (
              <li key={line}>
                <Typography variant="body2">{line}</Typography>
              </li>
            ))}
          </Box>
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
                {failureOf(refused, texts.requestFailed)}
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
              <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ mt: 2 }}>
                <TextField
                  label={texts.codeLabel}
                  value={code}
                  onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
                  error={!!codeError}
                  helperText={codeError ?? ' '}
                  autoComplete="one-time-code"
                  slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
                  fullWidth
                />
                <Button
                  type="submit"
                  variant="contained"
                  color="error"
                  disabled={confirmed.isLoading}
                  sx={{ mt: 1 }}
                >
                  {texts.confirm}
                </Button>
                {confirmError ? (
                  <Alert severity="error" sx={{ mt: 2 }}>
                    {failureOf(confirmError, texts.confirmFailed)}
                  </Alert>
                ) : null}
              </Box>
            ) : null}
          </CardContent>
        </Card>
      </Stack>
    </>
  );
}
