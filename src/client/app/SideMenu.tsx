import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { sideMenuEntries, type MenuEntry } from '../../domain/menu';
import { useAppSelector } from './hooks';
import { hasPolicies } from './policies';
import { useLogout } from './useLogout';

/** SPEC §2.3: each entry's condition comes from src/domain/menu.ts. */
export function SideMenu({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  const { logout } = useLogout();
  const policies = useAppSelector((state) => state.policies);
  const member = useAppSelector((state) => state.session.user?.rentersAssociationMember ?? false);
  const entries = sideMenuEntries({
    hasActivePolicies: hasPolicies(policies.active),
    hasInactivePolicies: hasPolicies(policies.inactive),
    isAssociationMember: member,
  });

  const item = (entry: MenuEntry, depth: number) =>
    entry.id === 'logout' ? (
      <ListItemButton key={entry.id} onClick={() => void logout()}>
        <ListItemText primary={entry.label} />
      </ListItemButton>
    ) : (
      <ListItemButton
        key={entry.id}
        component={RouterLink}
        to={entry.path}
        selected={pathname === entry.path}
        onClick={onNavigate}
        sx={{ pl: 2 + depth * 2 }}
      >
        <ListItemText primary={entry.label} />
      </ListItemButton>
    );

  return (
    <List component="nav" aria-label="Main menu">
      {entries.flatMap((entry) => [
        item(entry, 0),
        ...(entry.children ?? []).map((c) => item(c, 1)),
      ])}
    </List>
  );
}
