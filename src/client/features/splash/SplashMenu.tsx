import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router-dom';
import { onboardingTitles } from '../../../domain/messages';
import { PATHS } from '../../../domain/routes';
import type { Settings } from '../../api';

const SOCIAL: Array<[keyof Settings['links'], string]> = [
  ['facebook', 'Facebook'],
  ['instagram', 'Instagram'],
  ['linkedin', 'LinkedIn'],
  ['twitter', 'X (Twitter)'],
];

/** SPEC §2.1 splash side menu: site home and FAQ, onboarding, login, social links. */
export default function SplashMenu({
  open,
  onClose,
  links,
}: {
  open: boolean;
  onClose: () => void;
  links: Settings['links'] | undefined;
}) {
  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
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
          ? SOCIAL.map(([key, label]) => (
              <ListItemButton
                key={key}
                component="a"
                href={links[key]}
                target="_blank"
                rel="noopener noreferrer"
              >
                <ListItemText primary={label} />
              </ListItemButton>
            ))
          : null}
      </List>
    </Drawer>
  );
}
