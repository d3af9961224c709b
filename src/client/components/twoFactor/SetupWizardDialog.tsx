import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { twoFactorTexts } from '../../../domain/security/texts';
import { canDismiss } from '../../../domain/twoFactor/wizard';
import { SetupWizard, type SetupWizardProps } from './SetupWizard';

/**
 * The set-up wizard in a dialog. Dismissable (Close button, Escape) only when not required; in
 * required mode it is the full-screen set-up-required overlay (SPEC §2.15, §4).
 */
export default function SetupWizardDialog({
  onClose,
  fullScreen = false,
  ...wizard
}: SetupWizardProps & { onClose?: () => void; fullScreen?: boolean }) {
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
      <DialogTitle id="two-factor-setup-title" sx={{ pr: dismissable ? 6 : undefined }}>
        {wizard.required ? twoFactorTexts.requiredTitle : twoFactorTexts.setupTitle}
      </DialogTitle>
      {dismissable ? (
        <IconButton
          aria-label={twoFactorTexts.close}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      ) : null}
      <DialogContent sx={fullScreen ? { maxWidth: 640, width: '100%', mx: 'auto' } : undefined}>
        {wizard.required ? (
          <Typography sx={{ mb: 2 }}>{twoFactorTexts.requiredIntro}</Typography>
        ) : null}
        <SetupWizard {...wizard} />
      </DialogContent>
    </Dialog>
  );
}
