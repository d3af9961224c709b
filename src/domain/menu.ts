import { STALE_AFTER_MS } from './constants';
import { shellTexts } from './i18n/generated/en/shell';
import { plainTexts } from './i18n/texts';

// The entries' English words, the `shell` catalog's (the screen shows them in the app's language).
const words = /* @__PURE__ */ plainTexts(shellTexts);
import { ACCOUNT_SUBPAGES, PATHS, accountSubpagePath, type AccountSubpage } from './routes';

export interface MenuEntry {
  id: string;
  label: string;
  path: string;
  children?: MenuEntry[];
}

export interface SideMenuInput {
  /** Any active policy, uploads included (Transactions). */
  hasActivePolicies: boolean;
  /**
   * An active own or partner-carrier policy: the account entries that need an active policy
   * (payment method, claims) act on carrier-backed policies, so a third-party upload does not
   * count. Claims on a partner carrier's policy go to the carrier: the claim pages say so and link
   * to its portal (src/domain/claims/filing.ts, the same rule).
   */
  hasActiveCarrierPolicies: boolean;
  hasInactivePolicies: boolean;
  isAssociationMember: boolean;
}

/** docs/product.md "Screens and routes": account sub-items that need an active policy. */
const NEEDS_ACTIVE_POLICY: ReadonlySet<AccountSubpage> = new Set<AccountSubpage>([
  'update-payment-method',
  'report-a-claim',
  'claim-history',
]);

/** The coupons entry's label (docs/product.md "Screens and routes"). */
export const ASSOCIATION_MENU_LABEL = 'Renters Association of America';

/**
 * docs/product.md "Screens and routes" signed-in side menu, in order. The 'logout' entry is an
 * action: the shell clears the session and lands on its path, /.
 */
export function sideMenuEntries({
  hasActivePolicies,
  hasActiveCarrierPolicies,
  hasInactivePolicies,
  isAssociationMember,
}: SideMenuInput): MenuEntry[] {
  const entries: MenuEntry[] = [{ id: 'dashboard', label: words.dashboard, path: PATHS.dashboard }];
  if (hasActivePolicies || hasInactivePolicies)
    entries.push({ id: 'transactions', label: words.transactions, path: PATHS.transactions });
  entries.push({
    id: 'account',
    label: words.account,
    path: PATHS.account,
    children: ACCOUNT_SUBPAGES.filter(
      (s) => hasActiveCarrierPolicies || !NEEDS_ACTIVE_POLICY.has(s.slug),
    ).map((s) => ({ id: s.slug, label: s.label, path: accountSubpagePath(s.slug) })),
  });
  if (isAssociationMember)
    entries.push({ id: 'coupons', label: ASSOCIATION_MENU_LABEL, path: PATHS.coupons });
  entries.push({ id: 'logout', label: words.logout, path: PATHS.splash });
  return entries;
}

/** The settings' external links (GET /util/settings `links`) the shell's menus show. */
export interface SiteLinks {
  home: string;
  faq: string;
  blog: string;
  terms: string;
  contact: string;
  facebook: string;
  instagram: string;
  linkedin: string;
  twitter: string;
}

export interface ExternalMenuEntry {
  id: 'site' | 'faq' | 'blog' | 'terms' | 'contact' | 'facebook' | 'instagram' | 'linkedin' | 'x';
  label: string;
  href: string;
  /** The product's own pages, or its social accounts (each group under a rule of its own). */
  group: 'site' | 'social';
}

/**
 * docs/product.md "What the portal does" "The page shell has social links and external links to the
 * marketing site, FAQ, blog, terms and contact pages": the signed-in menu's outside links, after
 * the docs/product.md "Screens and routes" entries. The marketing site is 'Our Website' here:
 * 'Home' beside 'Dashboard' would read as the app's home.
 */
export function externalMenuEntries(links: SiteLinks): ExternalMenuEntry[] {
  return [
    { id: 'site', label: words.site, href: links.home, group: 'site' },
    { id: 'faq', label: words.faq, href: links.faq, group: 'site' },
    { id: 'blog', label: words.blog, href: links.blog, group: 'site' },
    { id: 'terms', label: words.terms, href: links.terms, group: 'site' },
    { id: 'contact', label: words.contact, href: links.contact, group: 'site' },
    { id: 'facebook', label: 'Facebook', href: links.facebook, group: 'social' },
    { id: 'instagram', label: 'Instagram', href: links.instagram, group: 'social' },
    { id: 'linkedin', label: 'LinkedIn', href: links.linkedin, group: 'social' },
    { id: 'x', label: 'X (Twitter)', href: links.twitter, group: 'social' },
  ];
}

/** docs/product.md "Screens and routes", "States": data is refetched when never fetched or fetched more than 1 hour ago. */
export function isStale(lastFetched: number | null | undefined, now: number): boolean {
  if (typeof lastFetched !== 'number' || !Number.isFinite(lastFetched)) return true;
  return now - lastFetched > STALE_AFTER_MS;
}

/** An entry's (or outside link's) key in the `shell` catalog: its id in camel case. */
export const menuTextKey = (id: string): string =>
  id.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** The side-menu entry of a signed-in page (its tab title), searched over every entry. */
export function menuEntryFor(pathname: string): MenuEntry | null {
  const all = sideMenuEntries({
    hasActivePolicies: true,
    hasActiveCarrierPolicies: true,
    hasInactivePolicies: true,
    isAssociationMember: true,
  }).flatMap((entry) => [entry, ...(entry.children ?? [])]);
  return all.find((entry) => entry.id !== 'logout' && entry.path === pathname) ?? null;
}

/** The side-menu label of a signed-in page (its tab title), in English. */
export const menuLabelFor = (pathname: string): string | null =>
  menuEntryFor(pathname)?.label ?? null;
