// What a bank-link flow (the sandbox dialog or Plaid Link) is given by BankAccountOption, which
// loads each flow lazily. Its own file so the flows can name it without importing the option
// that imports them (an import cycle).

export interface BankLinkProps {
  linkToken: string;
  onLinked(publicToken: string, accountId: string): void;
  onExit(): void;
}
