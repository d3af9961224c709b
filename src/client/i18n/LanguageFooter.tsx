import Box from '@mui/material/Box';
import { frameTexts } from '../../domain/i18n/generated/en/frame';
import { LanguageSwitch } from './LanguageSwitch';
import { useTexts } from './useTexts';

/** The foot of a page frame: the switch to the other language (docs/i18n.md). */
export function LanguageFooter() {
  const t = useTexts(frameTexts);
  return (
    <Box component="footer" sx={{ display: 'flex', justifyContent: 'center', pb: 2 }}>
      <LanguageSwitch label={t('language')} />
    </Box>
  );
}
