import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { personalInformationTexts } from '../../../domain/i18n/generated/en/personalInformation';
import { LOCALE_NAMES } from '../../../domain/i18n/locales';
import { ListRow, ListRows, SectionCard } from '../../design';
import { useAppLocale } from '../../i18n/appLocale';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { useTexts } from '../../i18n/useTexts';

/**
 * The language the pages are in, and the switch to the other one (docs/i18n.md), on Personal
 * Information as in the page frames. It applies at once, not with 'Update & Save': the card stands
 * outside the form. The signed-in frame (AccountLanguage) keeps the choice on the account, so the
 * mails follow it, as the note says.
 */
export function LanguageRow() {
  const t = useTexts(personalInformationTexts);
  const locale = useAppLocale();
  return (
    <Box sx={{ maxWidth: 640, mt: 2 }}>
      <SectionCard>
        <ListRows>
          {/* Each language's name in itself, as the switch names the other. */}
          <ListRow
            label={t('language')}
            value={<span lang={locale}>{LOCALE_NAMES[locale]}</span>}
          />
        </ListRows>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            columnGap: 2,
          }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 16rem' }}>
            {t('languageNote')}
          </Typography>
          <LanguageSwitch label={t('language')} />
        </Box>
      </SectionCard>
    </Box>
  );
}
