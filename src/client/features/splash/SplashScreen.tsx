import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, lazy, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { onboardingTitles } from '../../../domain/messages';
import { PATHS } from '../../../domain/routes';
import { useGetSettingsQuery } from '../../api';

// The menu (drawer, modal, transitions) loads the first time it is opened, keeping `/` light.
const SplashMenu = lazy(() => import(/* webpackChunkName: "splash-menu" */ './SplashMenu'));

/** SPEC §2.1 `/`: get started, log in, and a side menu with the site's links. */
export default function SplashScreen() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuOpened, setMenuOpened] = useState(false);
  const { data: settings } = useGetSettingsQuery();
  const links = settings?.links;

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', p: 1.5 }}>
        <Typography variant="h3" component="span">
          Renters Portal
        </Typography>
        <IconButton
          color="inherit"
          aria-label="Open menu"
          onClick={() => {
            setMenuOpened(true);
            setMenuOpen(true);
          }}
        >
          <MenuIcon />
        </IconButton>
      </Box>
      <Stack
        spacing={3}
        sx={{ px: 3, pt: { xs: 6, sm: 12 }, maxWidth: 560, mx: 'auto', textAlign: 'center' }}
      >
        <Typography variant="h1">Renters insurance for the place you call home</Typography>
        <Typography>
          Get a quote in a minute, buy your policy, or upload the one you already have. We let your
          property manager know you are covered.
        </Typography>
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
          <Link component={RouterLink} to={PATHS.login} color="inherit" sx={{ fontWeight: 600 }}>
            {onboardingTitles.logIn}
          </Link>
        </Typography>
      </Stack>
      {menuOpened ? (
        <Suspense fallback={null}>
          <SplashMenu open={menuOpen} onClose={() => setMenuOpen(false)} links={links} />
        </Suspense>
      ) : null}
    </Box>
  );
}
