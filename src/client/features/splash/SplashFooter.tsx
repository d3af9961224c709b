import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../../../domain/routes';
import type { Settings } from '../../api';
import { frameTexts } from '../../../domain/i18n/generated/en/frame';
import { splashTexts } from '../../../domain/i18n/generated/en/splash';
import { brandName } from '../../design';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { useTexts } from '../../i18n/useTexts';

type Links = Settings['links'];

const SITE = [
  ['home', 'aboutUs'],
  ['faq', 'faq'],
  ['blog', 'blog'],
  ['terms', 'terms'],
  ['contact', 'contact'],
] as const;
const SOCIAL = [
  ['facebook', 'facebook'],
  ['instagram', 'instagram'],
  ['linkedin', 'linkedin'],
  ['twitter', 'twitter'],
] as const;

/** docs/product.md "What the portal does": the page shell's links to the marketing site, FAQ, blog, terms, contact and socials. */
export function SplashFooter({ links }: { links: Links | undefined }) {
  const t = useTexts(splashTexts, frameTexts);
  const frame = useTexts(frameTexts);
  const site: Array<[keyof Links, string]> = SITE.map(([key, text]) => [key, t(text)]);
  const social: Array<[keyof Links, string]> = SOCIAL.map(([key, text]) => [key, t(text)]);
  const row = (entries: Array<[keyof Links, string]>, label: string, extra?: ReactNode) => (
    <Box component="nav" aria-label={label}>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 1 }}
      >
        {entries.map(([key, text]) => (
          <li key={key}>
            <Link
              href={links?.[key]}
              color="inherit"
              target="_blank"
              rel="noopener noreferrer"
              sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, px: 1 }}
            >
              {text}
            </Link>
          </li>
        ))}
        {extra}
      </Box>
    </Box>
  );
  return (
    <Box
      component="footer"
      data-surface="dark"
      sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText', px: 2, py: 3 }}
    >
      <Box sx={{ maxWidth: 640, mx: 'auto' }}>
        {/* The statement is ours: it is listed before the settings' links have loaded. */}
        {row(
          links ? site : [],
          t('about'),
          <li>
            <Link
              component={RouterLink}
              to={PATHS.accessibility}
              color="inherit"
              sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, px: 1 }}
            >
              {t('accessibility')}
            </Link>
          </li>,
        )}
        {links ? row(social, t('socialMedia')) : null}
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 1 }}>
          <Typography variant="body2" sx={{ px: 1 }}>
            {t('copyright', { year: String(new Date().getFullYear()), brand: brandName })}
          </Typography>
          <LanguageSwitch label={frame('language')} />
        </Box>
      </Box>
    </Box>
  );
}
