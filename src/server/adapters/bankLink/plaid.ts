// Plaid (BANK_LINK_PROVIDER=plaid, PLAID_CLIENT_ID, PLAID_SECRET, PLAID_ENV): the browser runs
// Plaid Link with our link token and hands back a public token and the chosen account; the server
// exchanges it for an access token (kept only for this request), reads the account's name and
// mask, and with Stripe payments asks Plaid for a Stripe bank account token to attach. The `plaid`
// package is imported only when configured; tests pass a fake client (PlaidLike) here.
import type { BankLinkProvider } from './interface';

/** The part of the Plaid SDK this provider calls (each answers axios-style `{ data }`). */
export interface PlaidLike {
  linkTokenCreate(request: {
    user: { client_user_id: string; email_address: string };
    client_name: string;
    products: string[];
    country_codes: string[];
    language: string;
  }): Promise<{ data: { link_token: string } }>;
  itemPublicTokenExchange(request: {
    public_token: string;
  }): Promise<{ data: { access_token: string; item_id: string } }>;
  accountsGet(request: { access_token: string; options?: { account_ids: string[] } }): Promise<{
    data: {
      accounts: Array<{ account_id: string; name: string; mask: string | null }>;
      item: { institution_name?: string | null };
    };
  }>;
  processorStripeBankAccountTokenCreate(request: {
    access_token: string;
    account_id: string;
  }): Promise<{ data: { stripe_bank_account_token: string } }>;
}

export type PlaidEnv = 'sandbox' | 'development' | 'production';

const BASE_PATHS: Record<PlaidEnv, string> = {
  sandbox: 'https://sandbox.plaid.com',
  development: 'https://development.plaid.com',
  production: 'https://production.plaid.com',
};

/** The real client, from the `plaid` package, loaded on first use. */
export function plaidClient(settings: {
  clientId: string;
  secret: string;
  env: PlaidEnv;
}): () => Promise<PlaidLike> {
  let client: Promise<PlaidLike> | null = null;
  return () => {
    client ??= import('plaid').then(
      ({ Configuration, PlaidApi }) =>
        new PlaidApi(
          new Configuration({
            basePath: BASE_PATHS[settings.env],
            baseOptions: {
              headers: { 'PLAID-CLIENT-ID': settings.clientId, 'PLAID-SECRET': settings.secret },
            },
          }),
        ) as unknown as PlaidLike,
    );
    return client;
  };
}

export function plaidBankLink({
  client,
  clientName,
  payments,
}: {
  client: () => Promise<PlaidLike>;
  /** Shown in Plaid Link (the product's name). */
  clientName: string;
  /** With Stripe, the account is attached through a Stripe bank account token from Plaid. */
  payments: 'sandbox' | 'stripe';
}): BankLinkProvider {
  return {
    name: 'plaid',

    async createLinkToken({ accountId, email, language }) {
      const plaid = await client();
      const { data } = await plaid.linkTokenCreate({
        user: { client_user_id: String(accountId), email_address: email },
        client_name: clientName,
        products: ['auth'],
        country_codes: ['US'],
        // Plaid Link speaks both of the product's languages.
        language,
      });
      return data.link_token;
    },

    async exchange({ publicToken, bankAccountId }) {
      const plaid = await client();
      let accessToken: string;
      try {
        accessToken = (await plaid.itemPublicTokenExchange({ public_token: publicToken })).data
          .access_token;
      } catch {
        // Plaid refuses a used, expired or unknown public token: the tenant links again.
        return null;
      }
      const { data } = await plaid.accountsGet({
        access_token: accessToken,
        options: { account_ids: [bankAccountId] },
      });
      const account = data.accounts.find((a) => a.account_id === bankAccountId);
      if (!account) return null;
      const providerToken =
        payments === 'stripe'
          ? (
              await plaid.processorStripeBankAccountTokenCreate({
                access_token: accessToken,
                account_id: bankAccountId,
              })
            ).data.stripe_bank_account_token
          : `plaid-account-${bankAccountId}`;
      return {
        institution: data.item.institution_name || 'Bank',
        accountName: account.name,
        mask: account.mask ?? '',
        providerToken,
      };
    },
  };
}
