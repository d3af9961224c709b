import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, useState } from 'react';
import { Suspense } from '../../components/Suspense';
import { Link as RouterLink } from 'react-router-dom';
import { frameTexts } from '../../../domain/i18n/generated/en/frame';
import { splashTexts } from '../../../domain/i18n/generated/en/splash';
import { billAmount } from '../../../domain/money';
import { PATHS } from '../../../domain/routes';
import { bootData } from '../../app/boot';
import { FrameHeader, StepList, brandName, coverageAmount, usePageTitle } from '../../design';
import { useFrameLabels } from '../../i18n/useFrameLabels';
import { useTexts } from '../../i18n/useTexts';
import { SplashFooter } from './SplashFooter';

// The menu (drawer, modal, transitions) loads the first time it is opened, keeping `/` light.
const SiteMenu = lazy(
  () => import(/* webpackChunkName: "site-menu" */ '../../components/SiteMenu'),
);

/** docs/product.md "What the portal does", "Screens and routes" `/`: what the product does, how it works, its price and insurer; get started or log in. */
export default function SplashScreen() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuOpened, setMenuOpened] = useState(false);
  // From the page itself (boot.ts): `/` shows the price at once, and loads no API client.
  const { settings } = bootData();
  const start = settings?.carrier.startingPrice;
  const t = useTexts(splashTexts, frameTexts);
  const frameLabels = useFrameLabels();
  usePageTitle(t('pageTitle'));
  const steps = ([1, 2, 3] as const).map((n) => ({
    title: t(`step${n}Title`),
    text: t(`step${n}Text`),
  }));

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
        {...frameLabels}
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
              {t('heading')}
            </Typography>
            <Typography sx={{ fontSize: '1.0625rem' }}>{t('intro')}</Typography>
            {/* The price's room is kept while the settings load (its line and two of the
                details, as on phones), so Get Started does not jump under a tenant's thumb. */}
            <Box sx={{ minHeight: 'calc(1.5rem * 1.5 + 2 * 0.9375rem * 1.5)' }}>
              {start ? (
                <>
                  <Typography component="p" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
                    {t('fromMonthly', { price: billAmount(start.cardMonthly) })}
                  </Typography>
                  <Typography variant="body2">
                    {t('startingCoverage', {
                      personalProperty: coverageAmount(start.personalPropertyAmount),
                      liability: coverageAmount(start.liabilityAmount),
                      deductible: coverageAmount(start.deductible),
                      yearly: billAmount(start.cardYearly),
                    })}
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
              {t('getStarted')}
            </Button>
            <Typography>
              {t('haveAccount')}{' '}
              <Link
                component={RouterLink}
                to={PATHS.login}
                color="inherit"
                sx={{ fontWeight: 650 }}
              >
                {t('logIn')}
              </Link>
            </Typography>
          </Stack>
        </Box>
        <Stack spacing={4} sx={{ maxWidth: 640, mx: 'auto', px: 3, py: { xs: 4, sm: 6 } }}>
          <Box component="section" aria-labelledby="how-it-works">
            <Typography id="how-it-works" variant="h2" sx={{ mb: 2 }}>
              {t('howItWorks')}
            </Typography>
            <StepList steps={steps} />
          </Box>
          <Box component="section" aria-labelledby="already-insured">
            <Typography id="already-insured" variant="h2" sx={{ mb: 1 }}>
              {t('alreadyInsured')}
            </Typography>
            <Typography sx={{ mb: 2 }}>{t('uploadText')}</Typography>
            <Button
              component={RouterLink}
              to={PATHS.upload}
              variant="outlined"
              size="large"
              fullWidth
            >
              {t('uploadProof')}
            </Button>
          </Box>
          {settings ? (
            <Box component="section" aria-labelledby="who-insures">
              <Typography id="who-insures" variant="h2" sx={{ mb: 1 }}>
                {t('whoInsures')}
              </Typography>
              <Typography>
                {t('underwriter', {
                  brand: brandName,
                  underwriter: settings.carrier.underwriter,
                })}
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
