import CloseIcon from '@mui/icons-material/Close';
import LogoutIcon from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { twoFactorTexts } from '../../../domain/i18n/generated/en/twoFactor';
import { canDismiss } from '../../../domain/twoFactor/wizard';
import { useTexts } from '../../i18n/useTexts';
import { SetupWizard, type SetupWizardProps } from './SetupWizard';

/**
 * The set-up wizard in a dialog. Dismissable (Close button, Escape) only when not required; in
 * required mode it is the full-screen set-up-required overlay (docs/product.md "Two-factor",
 * "States"), whose one way out is Log Out (`onLogOut`): a tenant who cannot set it up now is never
 * trapped on the page.
 */
export default function SetupWizardDialog({
  onClose,
  onLogOut,
  fullScreen = false,
  ...wizard
}: SetupWizardProps & { onClose?: () => void; onLogOut?: () => void; fullScreen?: boolean }) {
  const t = useTexts(twoFactorTexts);
  const dismissable = canDismiss(wizard.required) && onClose !== undefined;
  return (
    <Dialog
      open
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      onClose={dismissable ? onClose : undefined}
      aria-labelledby="two-factor-setup-title"
    >
      <DialogTitle
        // Its own id: MUI would give it the dialog's aria-labelledby, naming the dialog by the
        // Log Out button too.
        id="two-factor-setup-heading"
        sx={{
          pr: dismissable ? 6 : undefined,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        {/* The dialog is named by this text alone, not by the button beside it. */}
        <span id="two-factor-setup-title">
          {wizard.required ? t('bannerRequiredTitle') : t('setupTitle')}
        </span>
        {onLogOut && !dismissable ? (
          // Secondary: the way out stays, quieter than the wizard's next step.
          <Button variant="text" onClick={onLogOut} startIcon={<LogoutIcon />}>
            {t('logOut')}
          </Button>
        ) : null}
      </DialogTitle>
      {dismissable ? (
        <IconButton
          aria-label={t('close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      ) : null}
      <DialogContent sx={fullScreen ? { maxWidth: 640, width: '100%', mx: 'auto' } : undefined}>
        {wizard.required ? <Typography sx={{ mb: 2 }}>{t('requiredIntro')}</Typography> : null}
        <SetupWizard {...wizard} />
      </DialogContent>
    </Dialog>
  );
}
