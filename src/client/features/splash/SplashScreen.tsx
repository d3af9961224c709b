import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, useState } from 'react';
import { Suspense } from '../../components/Suspense';
import { Link as RouterLink } from 'react-router-dom';
import { onboardingTitles } from '../../../domain/messages/titles';
import { startingPriceByCard, startingPriceTexts } from '../../../domain/payments/planMoney';
import { PATHS } from '../../../domain/routes';
import { bootData } from '../../app/boot';
import { FrameHeader, StepList, brandName, coverageAmount, usePageTitle } from '../../design';
import { SplashFooter } from './SplashFooter';

// The menu (drawer, modal, transitions) loads the first time it is opened, keeping `/` light.
const SiteMenu = lazy(
  () => import(/* webpackChunkName: "site-menu" */ '../../components/SiteMenu'),
);

const STEPS = [
  {
    title: 'Tell us where you rent',
    text: 'Your address and a few questions about your home. No paperwork.',
  },
  {
    title: 'Choose your coverage',
    text: 'See your price at once, change your belongings, liability and deductible, and pay yearly, in four payments or monthly.',
  },
  {
    title: "You're covered",
    text: 'Your policy and proof of insurance arrive by e-mail, and we let your property manager know.',
  },
];

/** docs/product.md "What the portal does", "Screens and routes" `/`: what the product does, how it works, its price and insurer; get started or log in. */
export default function SplashScreen() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuOpened, setMenuOpened] = useState(false);
  // From the page itself (boot.ts): `/` shows the price at once, and loads no API client.
  const { settings } = bootData();
  const start = settings?.carrier.startingPrice;
  usePageTitle('Renters insurance in minutes');

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      <FrameHeader
        position="static"
        onMenu={() => {
          setMenuOpened(true);
          setMenuOpen(true);
        }}
      />
      <Box component="main" sx={{ flexGrow: 1 }}>
        <Box
          data-surface="dark"
          sx={{
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            px: 3,
            pt: { xs: 4, sm: 8 },
            pb: { xs: 5, sm: 8 },
          }}
        >
          <Stack spacing={2.5} sx={{ maxWidth: 560, mx: 'auto', textAlign: 'center' }}>
            <Typography variant="h1" sx={{ fontSize: { xs: '2rem', sm: '2.5rem' } }}>
              Renters insurance for the place you call home
            </Typography>
            <Typography sx={{ fontSize: '1.0625rem' }}>
              Get a quote in a minute and buy your policy online, or upload the one you already
              have. We let your property manager know you are covered.
            </Typography>
            {/* The price's room is kept while the settings load (its line and two of the
                details, as on phones), so Get Started does not jump under a tenant's thumb. */}
            <Box sx={{ minHeight: 'calc(1.5rem * 1.5 + 2 * 0.9375rem * 1.5)' }}>
              {start ? (
                <>
                  <Typography component="p" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
                    {startingPriceTexts.fromMonthly(startingPriceByCard(start.annual).monthly)}
                  </Typography>
                  <Typography variant="body2">
                    {coverageAmount(start.personalPropertyAmount)} of belongings,{' '}
                    {coverageAmount(start.liabilityAmount)} liability,{' '}
                    {coverageAmount(start.deductible)} deductible,{' '}
                    {startingPriceTexts.paidYearly(startingPriceByCard(start.annual).yearly)}
                  </Typography>
                </>
              ) : null}
            </Box>
            <Button
              component={RouterLink}
              to={PATHS.onboarding}
              variant="contained"
              color="secondary"
              size="large"
            >
              Get Started
            </Button>
            <Typography>
              Already have an account?{' '}
              <Link
                component={RouterLink}
                to={PATHS.login}
                color="inherit"
                sx={{ fontWeight: 650 }}
              >
                {onboardingTitles.logIn}
              </Link>
            </Typography>
          </Stack>
        </Box>
        <Stack spacing={4} sx={{ maxWidth: 640, mx: 'auto', px: 3, py: { xs: 4, sm: 6 } }}>
          <Box component="section" aria-labelledby="how-it-works">
            <Typography id="how-it-works" variant="h2" sx={{ mb: 2 }}>
              How it works
            </Typography>
            <StepList steps={STEPS} />
          </Box>
          <Box component="section" aria-labelledby="already-insured">
            <Typography id="already-insured" variant="h2" sx={{ mb: 1 }}>
              Already insured?
            </Typography>
            <Typography sx={{ mb: 2 }}>
              Upload your policy&apos;s declarations page. We check it and send it to your property
              manager for you.
            </Typography>
            <Button
              component={RouterLink}
              to={PATHS.upload}
              variant="outlined"
              size="large"
              fullWidth
            >
              Upload proof of insurance
            </Button>
          </Box>
          {settings ? (
            <Box component="section" aria-labelledby="who-insures">
              <Typography id="who-insures" variant="h2" sx={{ mb: 1 }}>
                Who insures you
              </Typography>
              <Typography>
                {brandName} policies are underwritten by {settings.carrier.underwriter}. Payments
                are handled by our card payment provider; {brandName} never stores your card number.
              </Typography>
            </Box>
          ) : null}
        </Stack>
      </Box>
      <SplashFooter links={settings?.links} />
      {menuOpened ? (
        <Suspense fallback={null}>
          <SiteMenu open={menuOpen} onClose={() => setMenuOpen(false)} links={settings?.links} />
        </Suspense>
      ) : null}
    </Box>
  );
}
