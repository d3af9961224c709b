// The sandbox bank-link flow's one bank (docs/payments-sandbox.md): the server's sandbox issues
// public tokens for these accounts only, and the client's sandbox link dialog lists the same ones.

export interface SandboxBankAccount {
  /** What the link flow answers as the chosen account (`plaidSelectedAccountId`). */
  id: string;
  name: string;
  /** The last four digits shown to the tenant. */
  mask: string;
}

export const SANDBOX_BANK_NAME = 'Sandbox Bank';

export const SANDBOX_BANK_ACCOUNTS: readonly SandboxBankAccount[] = [
  { id: 'sbx-checking', name: 'Checking', mask: '0000' },
  { id: 'sbx-savings', name: 'Savings', mask: '1111' },
];

export function sandboxBankAccount(id: string): SandboxBankAccount | undefined {
  return SANDBOX_BANK_ACCOUNTS.find((account) => account.id === id);
}
