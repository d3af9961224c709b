import { useLocation } from 'react-router-dom';
import { externalMenuEntries, sideMenuEntries, type MenuEntry } from '../../domain/menu';
import { useGetSettingsQuery } from '../api';
import { MenuList, type MenuItem } from '../design';
import { useAppSelector } from './hooks';
import { MENU_ICONS } from './menuIcons';
import { hasPolicies } from './policies';
import { useLogout } from './useLogout';

/**
 * docs/product.md "Screens and routes": each entry's condition comes from src/domain/menu.ts.
 * Before Logout, docs/product.md "What the portal does" outside links (the site's pages, then its
 * social accounts) from the settings; they open in a new tab, marked as such.
 */
export function SideMenu({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  const { logout } = useLogout();
  const policies = useAppSelector((state) => state.policies);
  const member = useAppSelector((state) => state.session.user?.rentersAssociationMember ?? false);
  const entries = sideMenuEntries({
    hasActivePolicies: hasPolicies(policies.active),
    hasActiveCarrierPolicies: policies.active.own.length + policies.active.partner.length > 0,
    hasInactivePolicies: hasPolicies(policies.inactive),
    isAssociationMember: member,
  });

  const item = (entry: MenuEntry, nested: boolean): MenuItem =>
    entry.id === 'logout'
      ? {
          key: entry.id,
          label: entry.label,
          icon: MENU_ICONS.logout,
          dividerBefore: true,
          onClick: () => {
            onNavigate();
            void logout();
          },
        }
      : {
          key: entry.id,
          label: entry.label,
          icon: MENU_ICONS[entry.id],
          to: entry.path,
          selected: pathname === entry.path,
          nested,
        };

  const { data: settings } = useGetSettingsQuery();
  const outside: MenuItem[] = settings
    ? externalMenuEntries(settings.links).map((entry, index, all) => ({
        key: `link-${entry.id}`,
        label: entry.label,
        // No icon of their own (the dashboard's bundle budget): a blank keeps them aligned.
        icon: <span aria-hidden />,
        href: entry.href,
        dividerBefore: index === 0 || all[index - 1]?.group !== entry.group,
      }))
    : [];

  const items = entries.flatMap((entry) => [
    ...(entry.id === 'logout' ? outside : []),
    item(entry, false),
    ...(entry.children ?? []).map((c) => item(c, true)),
  ]);
  return <MenuList items={items} label="Main menu" onNavigate={onNavigate} />;
}
