import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { BankLinkProvider } from './interface';
import { plaidBankLink, plaidClient } from './plaid';
import { sandboxBankLink } from './sandbox';

export type { BankLinkProvider, LinkedBankAccount } from './interface';

/** Plaid when BANK_LINK_PROVIDER=plaid (its keys checked by loadConfig), else the sandbox. */
export function bankLinkFromConfig(config: AppConfig, db: Db): BankLinkProvider {
  if (config.services.bankLink === 'plaid') {
    const { clientId, secret, env } = config.services.plaid;
    return plaidBankLink({
      client: plaidClient({ clientId: clientId!, secret: secret!, env }),
      clientName: config.brand.name,
      payments: config.services.payments,
    });
  }
  return sandboxBankLink(db);
}
