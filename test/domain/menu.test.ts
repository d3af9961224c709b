import { accountPagesTexts } from '../../src/domain/i18n/generated/en/accountPages';
import { screenTexts } from '../../src/domain/messages';
import { shellTexts } from '../../src/domain/i18n/generated/en/shell';
import { plainTexts } from '../../src/domain/i18n/texts';
import { STALE_AFTER_MS } from '../../src/domain/constants';
import {
  externalMenuEntries,
  isStale,
  menuLabelFor,
  menuTextKey,
  sideMenuEntries,
  type MenuEntry,
} from '../../src/domain/menu';

const ids = (entries: MenuEntry[]) => entries.map((e) => e.id);
const childIds = (entries: MenuEntry[]) =>
  entries.find((e) => e.id === 'account')?.children?.map((c) => c.id);

describe('sideMenuEntries (docs/product.md "Screens and routes")', () => {
  it('third-party uploads alone do not open the entries that need an active policy', () => {
    const entries = sideMenuEntries({
      hasActivePolicies: true,
      hasActiveCarrierPolicies: false,
      hasInactivePolicies: false,
      isAssociationMember: false,
    });
    expect(entries.map((e) => e.id)).toContain('transactions');
    const account = entries.find((e) => e.id === 'account')!;
    expect(account.children!.map((c) => c.id)).toEqual([
      'personal-information',
      'security-settings',
      'your-policies',
      'insurance-history',
      'download-my-data',
      'delete-my-account',
    ]);
  });

  it('everything, in order, for an association member with active policies', () => {
    const entries = sideMenuEntries({
      hasActivePolicies: true,
      hasActiveCarrierPolicies: true,
      hasInactivePolicies: true,
      isAssociationMember: true,
    });
    expect(entries.map(({ id, label, path }) => ({ id, label, path }))).toEqual([
      { id: 'dashboard', label: 'Dashboard', path: '/tenant/dashboard' },
      { id: 'transactions', label: 'Transactions', path: '/tenant/transactions' },
      { id: 'account', label: 'Account', path: '/tenant/account' },
      { id: 'coupons', label: 'Renters Association of America', path: '/tenant/coupons' },
      { id: 'logout', label: 'Logout', path: '/' },
    ]);
    expect(entries[2]?.children).toEqual([
      {
        id: 'personal-information',
        label: 'Personal Information',
        path: '/tenant/account/personal-information',
      },
      {
        id: 'security-settings',
        label: 'Security Settings',
        path: '/tenant/account/security-settings',
      },
      {
        id: 'update-payment-method',
        label: 'Update Payment Method',
        path: '/tenant/account/update-payment-method',
      },
      { id: 'your-policies', label: 'Your Policies', path: '/tenant/account/your-policies' },
      { id: 'report-a-claim', label: 'Report a Claim', path: '/tenant/account/report-a-claim' },
      { id: 'claim-history', label: 'Claim History', path: '/tenant/account/claim-history' },
      {
        id: 'insurance-history',
        label: 'Insurance History',
        path: '/tenant/account/insurance-history',
      },
      {
        id: 'download-my-data',
        label: 'Download My Data',
        path: '/tenant/account/download-my-data',
      },
      {
        id: 'delete-my-account',
        label: 'Delete My Account',
        path: '/tenant/account/delete-my-account',
      },
    ]);
  });

  it('without any policy: no Transactions, no active-policy sub-items', () => {
    const entries = sideMenuEntries({
      hasActivePolicies: false,
      hasActiveCarrierPolicies: false,
      hasInactivePolicies: false,
      isAssociationMember: false,
    });
    expect(ids(entries)).toEqual(['dashboard', 'account', 'logout']);
    expect(childIds(entries)).toEqual([
      'personal-information',
      'security-settings',
      'your-policies',
      'insurance-history',
      'download-my-data',
      'delete-my-account',
    ]);
  });

  it('inactive policies alone show Transactions but not active-policy sub-items', () => {
    const entries = sideMenuEntries({
      hasActivePolicies: false,
      hasActiveCarrierPolicies: false,
      hasInactivePolicies: true,
      isAssociationMember: false,
    });
    expect(ids(entries)).toEqual(['dashboard', 'transactions', 'account', 'logout']);
    expect(childIds(entries)).not.toContain('update-payment-method');
    expect(childIds(entries)).not.toContain('report-a-claim');
    expect(childIds(entries)).not.toContain('claim-history');
  });

  it('an active policy alone shows Transactions and all sub-items', () => {
    const entries = sideMenuEntries({
      hasActivePolicies: true,
      hasActiveCarrierPolicies: true,
      hasInactivePolicies: false,
      isAssociationMember: false,
    });
    expect(ids(entries)).toEqual(['dashboard', 'transactions', 'account', 'logout']);
    expect(childIds(entries)).toHaveLength(9);
  });

  it('the association entry only for members, always before Logout', () => {
    const entries = sideMenuEntries({
      hasActivePolicies: false,
      hasActiveCarrierPolicies: false,
      hasInactivePolicies: false,
      isAssociationMember: true,
    });
    expect(ids(entries)).toEqual(['dashboard', 'account', 'coupons', 'logout']);
  });
});

describe('isStale', () => {
  const now = 1_700_000_000_000;
  it('never fetched is stale', () => {
    expect(isStale(null, now)).toBe(true);
    expect(isStale(undefined, now)).toBe(true);
    expect(isStale(Number.NaN, now)).toBe(true);
  });
  it('stale only when older than one hour', () => {
    expect(isStale(now, now)).toBe(false);
    expect(isStale(now - STALE_AFTER_MS, now)).toBe(false);
    expect(isStale(now - STALE_AFTER_MS - 1, now)).toBe(true);
  });
});

describe('menuLabelFor (the tab title of a signed-in page)', () => {
  it.each([
    ['/tenant/dashboard', 'Dashboard'],
    ['/tenant/transactions', 'Transactions'],
    ['/tenant/account/security-settings', 'Security Settings'],
    ['/tenant/account/claim-history', 'Claim History'],
    ['/tenant/coupons', 'Renters Association of America'],
  ])('%s is %s', (path, label) => {
    expect(menuLabelFor(path)).toBe(label);
  });

  it('is null for a page outside the menu, and never Logout for /', () => {
    expect(menuLabelFor('/tenant/onboarding')).toBeNull();
    expect(menuLabelFor('/')).toBeNull();
  });
});

describe('externalMenuEntries (docs/product.md "What the portal does" shell links)', () => {
  const links = {
    home: 'https://www.example.com',
    faq: 'https://www.example.com/faq',
    blog: 'https://www.example.com/blog',
    terms: 'https://www.example.com/terms',
    contact: 'https://www.example.com/contact',
    facebook: 'https://www.facebook.com/',
    instagram: 'https://www.instagram.com/',
    linkedin: 'https://www.linkedin.com/',
    twitter: 'https://x.com/',
  };

  it("lists the site's pages (marketing site, FAQ, blog, terms, contact), then the social links", () => {
    expect(externalMenuEntries(links).map((e) => [e.label, e.href, e.group])).toEqual([
      ['Our Website', 'https://www.example.com', 'site'],
      ['FAQ', 'https://www.example.com/faq', 'site'],
      ['Blog', 'https://www.example.com/blog', 'site'],
      ['Terms of Use', 'https://www.example.com/terms', 'site'],
      ['Contact Us', 'https://www.example.com/contact', 'site'],
      ['Facebook', 'https://www.facebook.com/', 'social'],
      ['Instagram', 'https://www.instagram.com/', 'social'],
      ['LinkedIn', 'https://www.linkedin.com/', 'social'],
      ['X (Twitter)', 'https://x.com/', 'social'],
    ]);
  });

  it('never labels the marketing site like an app page', () => {
    const app = sideMenuEntries({
      hasActivePolicies: true,
      hasActiveCarrierPolicies: true,
      hasInactivePolicies: true,
      isAssociationMember: true,
    }).flatMap((e) => [e.label, ...(e.children ?? []).map((c) => c.label)]);
    for (const entry of externalMenuEntries(links)) expect(app).not.toContain(entry.label);
  });
});

describe('the menu in every language (the `shell` catalog)', () => {
  it('has each entry’s English word for word, by its id', () => {
    const english = plainTexts(shellTexts) as Record<string, string>;
    const entries = sideMenuEntries({
      hasActivePolicies: true,
      hasActiveCarrierPolicies: true,
      hasInactivePolicies: true,
      isAssociationMember: true,
    }).flatMap((entry) => [entry, ...(entry.children ?? [])]);
    for (const entry of entries) expect(english[menuTextKey(entry.id)]).toBe(entry.label);
    const links = externalMenuEntries({
      home: 'h',
      faq: 'f',
      blog: 'b',
      terms: 't',
      contact: 'c',
      facebook: 'fb',
      instagram: 'i',
      linkedin: 'l',
      twitter: 'x',
    } as never);
    for (const link of links.filter((l) => l.group === 'site'))
      expect(english[menuTextKey(link.id)]).toBe(link.label);
  });
});

describe('texts kept in two places for the weight of a page', () => {
  it('the account pages’ words are the shell catalog’s', () => {
    const english = plainTexts(accountPagesTexts);
    expect(english.backToMyAccount).toBe(screenTexts.backToMyAccount);
    expect(english.noActivePolicies).toBe(screenTexts.noActivePolicies);
    expect(english.noActivePoliciesClaimHistory).toBe(screenTexts.noActivePoliciesClaimHistory);
  });
});
