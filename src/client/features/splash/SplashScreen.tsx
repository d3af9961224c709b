import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { onboardingTitles } from '../../../domain/messages';
import { PATHS } from '../../../domain/routes';
import { useGetSettingsQuery } from '../../api';

const SOCIAL = ['facebook', 'instagram', 'linkedin', 'twitter'] as const;

/** SPEC §2.1 `/`: get started, log in, and a side menu with the site's links. */
export default function SplashScreen() {
  const [menuOpen, setMenuOpen] = useState(false);
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
        <IconButton color="inherit" aria-label="Open menu" onClick={() => setMenuOpen(true)}>
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
      <Drawer anchor="right" open={menuOpen} onClose={() => setMenuOpen(false)}>
        <List component="nav" aria-label="Site menu" sx={{ width: 260 }}>
          {links ? (
            <>
              <ListItemButton component="a" href={links.home}>
                <ListItemText primary={onboardingTitles.home} />
              </ListItemButton>
              <ListItemButton component="a" href={links.faq}>
                <ListItemText primary={onboardingTitles.faq} />
              </ListItemButton>
            </>
          ) : null}
          <ListItemButton component={RouterLink} to={PATHS.onboarding}>
            <ListItemText primary="Get a Quote" />
          </ListItemButton>
          <ListItemButton component={RouterLink} to={PATHS.login}>
            <ListItemText primary={onboardingTitles.logIn} />
          </ListItemButton>
          {links
            ? SOCIAL.map((name) => (
                <ListItemButton
                  key={name}
                  component="a"
                  href={links[name]}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <ListItemText
                    primary={
                      name === 'twitter' ? 'X (Twitter)' : name[0]!.toUpperCase() + name.slice(1)
                    }
                  />
                </ListItemButton>
              ))
            : null}
        </List>
      </Drawer>
    </Box>
  );
}
