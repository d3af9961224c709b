import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useGetSettingsQuery } from '../../api';
import { PublicPage } from '../../components/PublicPage';
import { SectionCard, brandName } from '../../design';
import { dayValue } from '../../../domain/i18n/dates';
import { accessibilityTexts } from '../../../domain/i18n/generated/en/accessibility';
import { useTexts } from '../../i18n/useTexts';
import { withElements } from '../../i18n/withElements';

/** The day the statement was last checked against the gates' results (docs/accessibility.md). */
export const LAST_REVIEWED = '2026-11-25';

function Bullets({ items }: { items: ReactNode[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 3, '& li + li': { mt: 1 } }}>
      {items.map((item, i) => (
        <li key={i}>
          <Typography component="span">{item}</Typography>
        </li>
      ))}
    </Box>
  );
}

/**
 * The accessibility statement: what we aim for, how it is measured, what is known not
 * to work yet and how to tell us. What it says is what the gates in test/e2e check.
 */
export default function AccessibilityScreen() {
  const t = useTexts(accessibilityTexts);
  const { data: settings } = useGetSettingsQuery();
  const brand = brandName;
  // The mail's subject stays English: support reads it.
  const subject = encodeURIComponent(`Accessibility problem on ${brandName}`);
  return (
    <PublicPage title={t('title')} layout="page">
      <Stack spacing={2.5} sx={{ maxWidth: 720, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 3 }}>
        <Box>
          <Typography variant="h1" gutterBottom>
            {t('title')}
          </Typography>
          <Typography>{t('intro', { brand })}</Typography>
        </Box>
        <SectionCard title={t('targetTitle')}>
          <Typography>{t('target', { brand })}</Typography>
        </SectionCard>
        <SectionCard title={t('testTitle')}>
          <Bullets
            items={[
              t('testAxe'),
              t('testKeyboard'),
              t('testLayout'),
              t('testLanguages'),
              t('testEveryChange'),
            ]}
          />
        </SectionCard>
        <SectionCard title={t('limitsTitle')}>
          <Bullets items={[t('limitMap'), t('limitLinks'), t('limitScreenReaders')]} />
        </SectionCard>
        <SectionCard title={t('reportTitle')}>
          <Typography>{t('report', { brand })}</Typography>
          {settings ? (
            <Typography sx={{ mt: 1.5 }}>
              {withElements((marks) => t('writeOrCall', marks), {
                email: (
                  <Link href={`mailto:${settings.supportEmail}?subject=${subject}`} translate="no">
                    {settings.supportEmail}
                  </Link>
                ),
                phone: (
                  <Link href={`tel:${settings.supportPhone.replace(/[^\d+]/g, '')}`}>
                    {settings.supportPhone}
                  </Link>
                ),
              })}
            </Typography>
          ) : null}
        </SectionCard>
        <Typography variant="body2" color="text.secondary">
          {t('lastReviewed', { date: dayValue(LAST_REVIEWED) })}
        </Typography>
      </Stack>
    </PublicPage>
  );
}
