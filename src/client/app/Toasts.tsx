import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { TOAST_MS } from '../../domain/constants';
import { useAppDispatch, useAppSelector } from './hooks';
import { answersTexts } from '../../domain/i18n/generated/en/answers';
import { sessionTexts } from '../../domain/i18n/generated/en/session';
import { twoFactorTexts } from '../../domain/i18n/generated/en/twoFactor';
import { validationTexts } from '../../domain/i18n/generated/en/validation';
import { useLocalized, useTexts } from '../i18n/useTexts';
import { toastDismissed, type Toast } from './ui';

/** A toast's words in the app's language (ui.ts ToastWords). */
function ToastText({ toast }: { toast: Toast }) {
  const t = useTexts(sessionTexts, twoFactorTexts, answersTexts, validationTexts);
  const localize = useLocalized(sessionTexts, twoFactorTexts, answersTexts, validationTexts);
  if ('message' in toast) return localize(toast.message);
  return toast.text.key === 'welcome' ? t('welcome', toast.text.values) : t(toast.text.key);
}

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
        <ToastText toast={toast} />
      </Alert>
    </Snackbar>
  );
}
