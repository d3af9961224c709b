import { useLocation } from 'react-router-dom';
import { shellTexts } from '../../domain/i18n/generated/en/shell';
import {
  externalMenuEntries,
  menuTextKey,
  sideMenuEntries,
  type MenuEntry,
} from '../../domain/menu';
import { useMenuTexts } from '../i18n/useFrameLabels';
import { useTexts } from '../i18n/useTexts';
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
  const t = useTexts(shellTexts);
  const menuTexts = useMenuTexts();
  // Each entry by its id; an outside link the catalog has no word for keeps its own name.
  const label = (entry: { id: string; label: string }) => {
    const key = menuTextKey(entry.id);
    return key in shellTexts.messages ? (t as (key: string) => string)(key) : entry.label;
  };
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
          label: label(entry),
          icon: MENU_ICONS.logout,
          dividerBefore: true,
          onClick: () => {
            onNavigate();
            void logout();
          },
        }
      : {
          key: entry.id,
          label: label(entry),
          icon: MENU_ICONS[entry.id],
          to: entry.path,
          selected: pathname === entry.path,
          nested,
        };

  const { data: settings } = useGetSettingsQuery();
  const outside: MenuItem[] = settings
    ? externalMenuEntries(settings.links).map((entry, index, all) => ({
        key: `link-${entry.id}`,
        label: label(entry),
        isName: !(menuTextKey(entry.id) in shellTexts.messages),
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
  return <MenuList items={items} label={t('mainMenu')} onNavigate={onNavigate} texts={menuTexts} />;
}
