import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { LOADING_LABEL } from '../../domain/i18n/locales';
import { useAppLocale } from '../i18n/appLocale';

/** A screen (or its texts) loading; named in the app's language without waiting for a catalog. */
export function PageSpinner({ label }: { label?: string }) {
  const locale = useAppLocale();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <CircularProgress aria-label={label ?? LOADING_LABEL[locale]} />
    </Box>
  );
}
