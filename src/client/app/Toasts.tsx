import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { TOAST_MS } from '../../domain/constants';
import { useAppDispatch, useAppSelector } from './hooks';
import { toastDismissed } from './ui';

/** One toast at a time, oldest first; each lasts TOAST_MS (docs/product.md "Limits": 1000 ms). */
export default function Toasts() {
  const toast = useAppSelector((state) => state.ui.toasts[0]);
  const dispatch = useAppDispatch();
  if (!toast) return null;
  return (
    <Snackbar
      key={toast.id}
      open
      autoHideDuration={TOAST_MS}
      onClose={() => dispatch(toastDismissed(toast.id))}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert severity={toast.severity} variant="filled" role="status" sx={{ width: '100%' }}>
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
