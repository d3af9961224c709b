// Bank linking (docs/architecture.md: the sandbox link flow by default, Plaid when
// BANK_LINK_PROVIDER=plaid). The browser opens the flow with a link token and gets back a public
// token for the account the tenant chose; the server exchanges it for the payments provider's
// bank token. Account and routing numbers never reach our API.
import type { Locale } from '../../../domain/i18n/locales';

export interface LinkedBankAccount {
  institution: string;
  accountName: string;
  /** Last four digits of the account number. */
  mask: string;
  /** What the payments provider attaches (a Stripe bank account token with Plaid + Stripe). */
  providerToken: string;
}

export interface BankLinkProvider {
  readonly name: 'sandbox' | 'plaid';
  /** A link token for this account's bank-link flow, its screens in `language`. */
  createLinkToken(input: {
    accountId: number;
    email: string;
    now: Date;
    language: Locale;
  }): Promise<string>;
  /**
   * The chosen account behind a public token, or null when the token is used, expired, unknown,
   * not this account's, or the chosen account is not behind it.
   */
  exchange(input: {
    accountId: number;
    publicToken: string;
    bankAccountId: string;
    now: Date;
  }): Promise<LinkedBankAccount | null>;
}
