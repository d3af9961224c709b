import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router-dom';
import { onboardingTitles } from '../../../domain/messages';
import { loginPath } from '../../../domain/routes';
import type { Settings } from '../../api';

/** SPEC §2.11 side menu: Home, FAQ, Blog, Restart, Log In (hidden when signed in). */
export function OnboardingMenu({
  open,
  onClose,
  links,
  signedIn,
  email,
  onRestart,
}: {
  open: boolean;
  onClose: () => void;
  links: Settings['links'] | undefined;
  signedIn: boolean;
  email: string | null;
  onRestart: () => void;
}) {
  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <List component="nav" aria-label="Onboarding menu" sx={{ width: 260 }}>
        {links ? (
          <>
            <ListItemButton component="a" href={links.home}>
              <ListItemText primary={onboardingTitles.home} />
            </ListItemButton>
            <ListItemButton component="a" href={links.faq}>
              <ListItemText primary={onboardingTitles.faq} />
            </ListItemButton>
            <ListItemButton component="a" href={links.blog}>
              <ListItemText primary={onboardingTitles.blog} />
            </ListItemButton>
          </>
        ) : null}
        <ListItemButton onClick={onRestart}>
          <ListItemText primary={onboardingTitles.restart} />
        </ListItemButton>
        {signedIn ? null : (
          <ListItemButton component={RouterLink} to={loginPath(email)}>
            <ListItemText primary={onboardingTitles.logIn} />
          </ListItemButton>
        )}
      </List>
    </Drawer>
  );
}
