// The sandbox bank-link flow (docs/payments-sandbox.md), the default: a stand-in for Plaid Link
// with one bank (domain/payments/sandboxBank.ts). Link and public tokens are stored as sha-256 hex,
// bound to the account they were issued to; a public token is exchanged once (the same account
// repeating the exchange gets the same account again, so a double press saves once).
import { createHash } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { SANDBOX_BANK_NAME, sandboxBankAccount } from '../../../domain/payments/sandboxBank';
import { hashToken } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { randomString } from '../../random';
import { sandboxBankLinkTokens } from '../../db/schema';
import type { BankLinkProvider, LinkedBankAccount } from './interface';

/** Link and public tokens may be used for 30 minutes. */
export const BANK_LINK_TOKEN_VALID_MS = 30 * 60_000;

const t = sandboxBankLinkTokens;

export function sandboxBankLink(db: Db): BankLinkProvider & {
  createPublicToken(input: {
    linkToken: string;
    bankAccountId: string;
    now: Date;
  }): Promise<string | null>;
} {
  async function issue(
    prefix: string,
    row: { kind: 'link' | 'public'; accountId: number; bankAccountId?: string },
    now: Date,
  ): Promise<string> {
    const token = `${prefix}${randomString(16)}`;
    await db.insert(t).values({
      ...row,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + BANK_LINK_TOKEN_VALID_MS),
    });
    return token;
  }

  return {
    name: 'sandbox',

    createLinkToken({ accountId, now }) {
      return issue('link-sandbox-', { kind: 'link', accountId }, now);
    },

    /** The sandbox link dialog's step: null for an unknown or expired link token or account. */
    async createPublicToken({ linkToken, bankAccountId, now }) {
      const [link] = await db
        .select()
        .from(t)
        .where(
          and(eq(t.tokenHash, hashToken(linkToken)), eq(t.kind, 'link'), gt(t.expiresAt, now)),
        );
      if (!link || !sandboxBankAccount(bankAccountId)) return null;
      return issue(
        'public-sandbox-',
        { kind: 'public', accountId: link.accountId, bankAccountId },
        now,
      );
    },

    async exchange({ accountId, publicToken, bankAccountId, now }) {
      const mine = and(
        eq(t.tokenHash, hashToken(publicToken)),
        eq(t.kind, 'public'),
        eq(t.accountId, accountId),
        eq(t.bankAccountId, bankAccountId),
      );
      const [taken] = await db
        .update(t)
        .set({ usedAt: now })
        .where(and(mine, isNull(t.usedAt), gt(t.expiresAt, now)))
        .returning();
      const [row] = taken
        ? [taken]
        : await db
            .select()
            .from(t)
            .where(and(mine, isNotNull(t.usedAt)));
      const account = row && sandboxBankAccount(bankAccountId);
      if (!row || !account) return null;
      const linked: LinkedBankAccount = {
        institution: SANDBOX_BANK_NAME,
        accountName: account.name,
        mask: account.mask,
        providerToken: `btok_sbx_${createHash('sha256').update(`btok:${row.tokenHash}`).digest('hex').slice(0, 24)}`,
      };
      return linked;
    },
  };
}

export type SandboxBankLink = ReturnType<typeof sandboxBankLink>;
