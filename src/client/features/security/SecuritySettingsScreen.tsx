import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy } from 'react';
import { Suspense } from '../../components/Suspense';
import { useLocation, useNavigate } from 'react-router-dom';
import { securityTexts } from '../../../domain/i18n/generated/en/security';
import { twoFactorTexts } from '../../../domain/i18n/generated/en/twoFactor';
import { useTexts } from '../../i18n/useTexts';
import { api, useGetTwoFactorStatusQuery } from '../../api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectUser } from '../../app/session';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { TwoFactorDeadlineNote } from './TwoFactorDeadlineNote';
import { TwoFactorPanel } from './TwoFactorPanel';

// The wizard (QR display, backup codes) loads when it opens.
const SetupWizardDialog = lazy(
  () =>
    import(
      /* webpackChunkName: "two-factor-setup" */ '../../components/twoFactor/SetupWizardDialog'
    ),
);

/** The URL hashes of docs/product.md "Screens and routes" that open this page's dialogs. */
const HASH = { twoFactorSetup: '#2fa-setup', changePassword: '#change-password' } as const;

/**
 * docs/product.md "Account pages" security settings: the password (Change Password modal,
 * docs/product.md "Account pages") and the two-factor panel. Which dialog is open is the URL hash,
 * so the docs/product.md "Screens and routes" links open them on arrival and the browser's Back
 * closes them.
 */
export default function SecuritySettingsScreen() {
  // The panel's and the note's words (`twoFactor`) load with the page's own, in one wait.
  const t = useTexts(securityTexts, twoFactorTexts);
  const { hash, pathname } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const status = useGetTwoFactorStatusQuery();

  const open = (target: string) => navigate({ pathname, hash: target });
  const close = () => navigate({ pathname, hash: '' }, { replace: true });

  return (
    <>
      <Typography variant="h1" gutterBottom>
        {t('title')}
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h2" gutterBottom>
              {t('passwordSection')}
            </Typography>
            <Typography>{t('passwordIntro')}</Typography>
            <Button variant="outlined" sx={{ mt: 2 }} onClick={() => open(HASH.changePassword)}>
              {t('changePassword')}
            </Button>
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h2" gutterBottom>
              {t('twoFactorSection')}
            </Typography>
            {user ? <TwoFactorDeadlineNote account={user} /> : null}
            <TwoFactorPanel
              status={status.data}
              loading={status.isLoading}
              onOpenWizard={() => open(HASH.twoFactorSetup)}
            />
          </CardContent>
        </Card>
      </Stack>
      {hash === HASH.changePassword ? (
        // The dialog's field errors (`validation`) load when it opens, without hiding the page.
        <Suspense fallback={null}>
          <ChangePasswordDialog onClose={close} />
        </Suspense>
      ) : null}
      {hash === HASH.twoFactorSetup && status.data ? (
        <Suspense fallback={null}>
          <SetupWizardDialog
            required={false}
            enabled={status.data.enabled}
            currentMethod={status.data.method}
            email={user?.email ?? ''}
            onClose={close}
            onFinished={() => {
              // The account's twoFactorEnabled drives the dashboard banner.
              dispatch(api.util.invalidateTags(['account', 'twoFactor']));
              close();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
