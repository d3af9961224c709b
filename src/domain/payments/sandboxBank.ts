/**
 * The sandbox bank-link flow's only bank and its accounts (docs/payments-sandbox.md): the sandbox
 * link dialog lists them and the sandbox service answers a public token for them alone.
 */
export const SANDBOX_BANK_NAME = 'Sandbox Bank';

export const SANDBOX_BANK_ACCOUNTS = [
  { id: 'sbx-checking', name: 'Checking', mask: '0000' },
  { id: 'sbx-savings', name: 'Savings', mask: '1111' },
] as const;
