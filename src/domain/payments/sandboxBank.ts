// The sandbox bank-link flow's one bank (docs/payments-sandbox.md): the server's sandbox issues
// public tokens for these accounts only, and the client's sandbox link dialog lists the same ones.
// The accounts' names are the `paymentMethod` catalog's English (the server keeps them as the
// linked account's name; the dialog shows them in the tenant's language). The bank's is a name.
import { paymentMethodTexts } from '../i18n/generated/en/paymentMethod';
import { plainTexts } from '../i18n/texts';

const names = /* @__PURE__ */ plainTexts(paymentMethodTexts);

export interface SandboxBankAccount {
  /** What the link flow answers as the chosen account (`plaidSelectedAccountId`). */
  id: string;
  name: string;
  /** The last four digits shown to the tenant. */
  mask: string;
}

export const SANDBOX_BANK_NAME = 'Sandbox Bank';

export const SANDBOX_BANK_ACCOUNTS: readonly SandboxBankAccount[] = [
  { id: 'sbx-checking', name: names.checking, mask: '0000' },
  { id: 'sbx-savings', name: names.savings, mask: '1111' },
];

export function sandboxBankAccount(id: string): SandboxBankAccount | undefined {
  return SANDBOX_BANK_ACCOUNTS.find((account) => account.id === id);
}
