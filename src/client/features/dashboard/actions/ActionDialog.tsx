import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';

/**
 * The frame of the dashboard's dialogs: full screen on a phone (a form with amounts needs the
 * room), a centred card on wider screens; the title names the dialog for screen readers.
 */
export function ActionDialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: (titleId: string) => ReactNode;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId} component="h2">
        {title}
      </DialogTitle>
      {children(titleId)}
    </Dialog>
  );
}
