import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';

/**
 * The frame of the dashboard's dialogs: the design's dialog card (16 px from a phone's edges, see
 * theme.ts), scrolling inside when a form is taller than the screen; the title names the dialog
 * for screen readers.
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
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" scroll="paper">
      <DialogTitle id={titleId} component="h2">
        {title}
      </DialogTitle>
      {children(titleId)}
    </Dialog>
  );
}
