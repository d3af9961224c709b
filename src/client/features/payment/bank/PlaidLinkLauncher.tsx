import { useEffect } from 'react';
import { usePlaidLink } from 'react-plaid-link';
import type { BankLinkProps } from './bankLink';

/**
 * Plaid Link (react-plaid-link) with the link token our server made: it opens as soon as Plaid's
 * script is ready; onSuccess gives the public token and the account the tenant picked.
 */
export default function PlaidLinkLauncher({ linkToken, onLinked, onExit }: BankLinkProps) {
  const { open, ready } = usePlaidLink({
    token: linkToken,
    onSuccess: (publicToken, metadata) => {
      const accountId = metadata.accounts[0]?.id;
      if (publicToken && accountId) onLinked(publicToken, accountId);
      else onExit();
    },
    onExit: () => onExit(),
  });
  useEffect(() => {
    if (ready) open();
  }, [ready, open]);
  return null;
}
