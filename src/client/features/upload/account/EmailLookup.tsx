import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { uploadTexts } from '../../../../domain/i18n/generated/en/upload';
import { uploadAccountTexts } from '../../../../domain/i18n/generated/en/uploadAccount';
import { validationTexts } from '../../../../domain/i18n/generated/en/validation';
import { loginPath } from '../../../../domain/routes';
import { lookupOutcome } from '../../../../domain/upload/wizard';
import { lookupEmailError } from '../../../../domain/validation/upload';
import { useLazyGetThirdPartyEmailExistsQuery } from '../../../api';
import { errorMessage, errorStatus } from '../../../api/errors';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectSignedIn } from '../../../app/session';
import { TextInput } from '../../../design/TextInput';
import { useLocalized, useTexts } from '../../../i18n/useTexts';
import { collectionStarted, leasedTenantFound, uploadFailed } from '../uploadSlice';
import { withElements } from '../../../i18n/withElements';

type Notice = 'logIn' | 'accountIssue' | { text: string } | null;

/** A call that never reached the server, or that the server could not answer (docs/product.md "Messages" generic flag). */
function isNetworkFailure(status: number | string | undefined): boolean {
  return typeof status === 'string' || (typeof status === 'number' && status >= 500);
}

/** docs/product.md "States" e-mail lookup: 'Find account' and its outcomes. */
export function EmailLookup({ onContact }: { onContact: () => void }) {
  // The step's own words, the route's (heading, labels) and the e-mail rule's, in one wait.
  const t = useTexts(uploadAccountTexts, uploadTexts, validationTexts);
  const w = useTexts(uploadTexts);
  const localize = useLocalized(validationTexts);
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectSignedIn);
  const remembered = useAppSelector((s) => s.upload.lookupEmail);
  const [email, setEmail] = useState(remembered);
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<Notice>(null);
  const [lookup, { isFetching }] = useLazyGetThirdPartyEmailExistsQuery();

  const find = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const invalid = lookupEmailError(email);
    setError(invalid);
    if (invalid) return;
    const typed = email.trim();
    const result = await lookup({ email: typed }, false);
    if (result.error || !result.data) {
      if (isNetworkFailure(errorStatus(result.error))) dispatch(uploadFailed('network'));
      // The server's answer is in the app's language already; else the wizard's own words.
      else setNotice({ text: errorMessage(result.error, w('somethingWentWrong')) });
      return;
    }
    const outcome = lookupOutcome(result.data, signedIn);
    if (outcome.kind === 'logIn' || outcome.kind === 'accountIssue') setNotice(outcome.kind);
    else if (outcome.kind === 'leased')
      dispatch(leasedTenantFound({ email: typed, tenant: outcome.tenant }));
    else dispatch(collectionStarted({ email: typed, tenant: outcome.tenant }));
  };

  return (
    <Stack component="form" spacing={2} onSubmit={(e) => void find(e)} noValidate>
      <Typography variant="h2" component="h1">
        {w('findAccountTitle')}
      </Typography>
      <Typography>{t('findAccountIntro')}</Typography>
      <TextInput
        label={w('email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={Boolean(error)}
        helperText={error && localize(error)}
      />
      {notice === 'logIn' ? (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={loginPath(email.trim())} color="inherit">
              {w('logIn')}
            </Button>
          }
        >
          {w('userExists')}
        </Alert>
      ) : null}
      {notice === 'accountIssue' ? (
        <Alert severity="warning">
          {/* The documented text is kept whole; its 'click here' opens the contact dialog. */}
          {withElements((marks) => t('accountIssue', marks), {
            link: (
              <Link
                component="button"
                type="button"
                onClick={onContact}
                sx={{ verticalAlign: 'baseline' }}
              >
                {t('clickHere')}
              </Link>
            ),
          })}
        </Alert>
      ) : null}
      {notice && typeof notice === 'object' ? <Alert severity="error">{notice.text}</Alert> : null}
      <Button type="submit" variant="contained" size="large" disabled={isFetching}>
        {t('findAccount')}
      </Button>
    </Stack>
  );
}
