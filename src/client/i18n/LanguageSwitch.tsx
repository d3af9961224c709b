import Button from '@mui/material/Button';
import { useState } from 'react';
import { LOCALES, LOCALE_NAMES } from '../../domain/i18n/locales';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { loadAreasInUse } from './catalogs';
import { localeChosen } from './localeSlice';

/**
 * The switch to the other language, named in that language ("Español" on an English page), so a
 * tenant who cannot read the page's language still finds it. The catalogs of what is on screen
 * load first, so the page changes language at once, answers kept (docs/i18n.md).
 */
export function LanguageSwitch({ label }: { label: string }) {
  const dispatch = useAppDispatch();
  const locale = useAppSelector((state) => state.locale.locale);
  const [busy, setBusy] = useState(false);
  const next = LOCALES.find((other) => other !== locale) ?? locale;
  return (
    <Button
      color="inherit"
      lang={next}
      aria-label={`${label}: ${LOCALE_NAMES[next]}`}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void loadAreasInUse(next)
          .then(() => dispatch(localeChosen(next)))
          .finally(() => setBusy(false));
      }}
      sx={{ minHeight: 44, textTransform: 'none', fontWeight: 650 }}
    >
      {LOCALE_NAMES[next]}
    </Button>
  );
}
