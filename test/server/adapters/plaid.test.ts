// The Plaid bank-link provider against a fake Plaid client (the SDK's boundary).
import { plaidBankLink, type PlaidLike } from '../../../src/server/adapters/bankLink/plaid';

const now = new Date('2030-01-01T12:00:00Z');

function fakePlaid() {
  return {
    linkTokenCreate: jest.fn(async () => ({ data: { link_token: 'link-sandbox-abc' } })),
    itemPublicTokenExchange: jest.fn(async () => ({
      data: { access_token: 'access-1', item_id: 'item-1' },
    })),
    accountsGet: jest.fn(async () => ({
      data: {
        accounts: [{ account_id: 'acc-1', name: 'Plaid Checking', mask: '0000' }],
        item: { institution_name: 'First Platypus Bank' },
      },
    })),
    processorStripeBankAccountTokenCreate: jest.fn(async () => ({
      data: { stripe_bank_account_token: 'btok_plaid' },
    })),
  };
}

const link = (plaid: ReturnType<typeof fakePlaid>, payments: 'sandbox' | 'stripe' = 'stripe') =>
  plaidBankLink({
    client: async () => plaid as unknown as PlaidLike,
    clientName: 'Renters',
    payments,
  });

describe('plaidBankLink', () => {
  it('creates a link token for auth, for this account, in the tenant’s language', async () => {
    const plaid = fakePlaid();
    expect(
      await link(plaid).createLinkToken({
        accountId: 7,
        email: 'maya@example.com',
        now,
        language: 'es',
      }),
    ).toBe('link-sandbox-abc');
    expect(plaid.linkTokenCreate).toHaveBeenCalledWith({
      user: { client_user_id: '7', email_address: 'maya@example.com' },
      client_name: 'Renters',
      products: ['auth'],
      country_codes: ['US'],
      language: 'es',
    });
  });

  it('exchanges the public token and attaches a Stripe bank token with Stripe payments', async () => {
    const plaid = fakePlaid();
    const linked = await link(plaid).exchange({
      accountId: 7,
      publicToken: 'public-1',
      bankAccountId: 'acc-1',
      now,
    });
    expect(linked).toEqual({
      institution: 'First Platypus Bank',
      accountName: 'Plaid Checking',
      mask: '0000',
      providerToken: 'btok_plaid',
    });
    expect(plaid.itemPublicTokenExchange).toHaveBeenCalledWith({ public_token: 'public-1' });
    expect(plaid.processorStripeBankAccountTokenCreate).toHaveBeenCalledWith({
      access_token: 'access-1',
      account_id: 'acc-1',
    });
  });

  it('without Stripe, asks Plaid for no Stripe token', async () => {
    const plaid = fakePlaid();
    const linked = await link(plaid, 'sandbox').exchange({
      accountId: 7,
      publicToken: 'public-1',
      bankAccountId: 'acc-1',
      now,
    });
    expect(linked?.providerToken).toBe('plaid-account-acc-1');
    expect(plaid.processorStripeBankAccountTokenCreate).not.toHaveBeenCalled();
  });

  it('null for a refused public token or an account not behind it', async () => {
    const plaid = fakePlaid();
    plaid.itemPublicTokenExchange.mockRejectedValueOnce(new Error('INVALID_PUBLIC_TOKEN'));
    expect(
      await link(plaid).exchange({ accountId: 7, publicToken: 'bad', bankAccountId: 'acc-1', now }),
    ).toBeNull();
    expect(
      await link(plaid).exchange({ accountId: 7, publicToken: 'p', bankAccountId: 'acc-2', now }),
    ).toBeNull();
    expect(plaid.processorStripeBankAccountTokenCreate).not.toHaveBeenCalled();
  });
});
