import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useGetSettingsQuery } from '../../api';
import { PublicPage } from '../../components/PublicPage';
import { SectionCard, brandName, usDate } from '../../design';

/** The day the statement was last checked against the gates' results (docs/accessibility.md). */
export const LAST_REVIEWED = '2026-11-25';
export const ACCESSIBILITY_TITLE = 'Accessibility';

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
  const { data: settings } = useGetSettingsQuery();
  const subject = encodeURIComponent(`Accessibility problem on ${brandName}`);
  return (
    <PublicPage title={ACCESSIBILITY_TITLE} layout="page">
      <Stack spacing={2.5} sx={{ maxWidth: 720, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 3 }}>
        <Box>
          <Typography variant="h1" gutterBottom>
            {ACCESSIBILITY_TITLE}
          </Typography>
          <Typography>
            Everyone should be able to insure their home with {brandName}, whatever device, browser
            or assistive technology they use.
          </Typography>
        </Box>
        <SectionCard title="Our target">
          <Typography>
            Every page and dialog of {brandName} is built to meet the Web Content Accessibility
            Guidelines (WCAG) 2.2 at level AA: text contrast of at least 4.5:1, a visible focus ring
            on everything you can reach with a keyboard, tap targets of 44 pixels, and pages that
            reflow on a phone without sideways scrolling.
          </Typography>
        </SectionCard>
        <SectionCard title="How we test it">
          <Bullets
            items={[
              'Automated checks (axe-core) on every page and on every menu and dialog that opens without buying anything, against WCAG 2.0, 2.1 and 2.2 A and AA rules, target size included. A serious or critical finding stops a release.',
              'A keyboard-only walk from the home page to a price, using only Tab, Enter, Space, the arrow keys and typing, that checks the focus is visible at every stop.',
              'A layout check of every page on a 390 pixel wide phone and a 1366 pixel wide screen: no sideways scrolling, no text cut off or overlapping other text.',
              'These checks run on every change to the product, together with its other tests.',
            ]}
          />
        </SectionCard>
        <SectionCard title="Known limitations">
          <Bullets
            items={[
              'The map on the address step is a picture; the address it shows is always written out beside it.',
              'Links to our marketing site, social media and the insurer open pages we do not control.',
              'Automated tools find only part of the problems. We have not yet run a full test with screen readers (VoiceOver, TalkBack, NVDA) and people who use them.',
            ]}
          />
        </SectionCard>
        <SectionCard title="Report a problem">
          <Typography>
            If something on {brandName} is hard or impossible for you to use, tell us what page you
            were on and what happened, and we will help you finish what you were doing.
          </Typography>
          {settings ? (
            <Typography sx={{ mt: 1.5 }}>
              Write to{' '}
              <Link href={`mailto:${settings.supportEmail}?subject=${subject}`}>
                {settings.supportEmail}
              </Link>{' '}
              or call{' '}
              <Link href={`tel:${settings.supportPhone.replace(/[^\d+]/g, '')}`}>
                {settings.supportPhone}
              </Link>
              .
            </Typography>
          ) : null}
        </SectionCard>
        <Typography variant="body2" color="text.secondary">
          Last reviewed on {usDate(LAST_REVIEWED)}.
        </Typography>
      </Stack>
    </PublicPage>
  );
}
