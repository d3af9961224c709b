// Shared steps of the policy-change API tests: sign in as a demo tenant, find their own policy,
// read what a change wrote (policy_changes, mail, transactions).
import { asc, desc, eq } from 'drizzle-orm';
import { DEMO_PASSWORD, demoAccount, type DemoRole } from '../../src/server/db/demo';
import {
  mailOutbox,
  policies,
  policyChanges,
  sandboxPremiumRefunds,
  transactions,
} from '../../src/server/db/schema';
import type { TestServer } from './server';

export const DAY_MS = 86_400_000;
/** The management company of Maya's lease (The Willow Apartments, Lakeshore). */
export const LAKESHORE = 'compliance@lakeshore-pm.example.com';
export const PRAIRIE_PINE = 'insurance@prairiepine.example.com';

export function policyHelpers(server: TestServer) {
  const token = (role: DemoRole) => server.signIn(demoAccount(role).email, DEMO_PASSWORD);
  const db = () => server.handle.db;
  return {
    token,
    /** The first own policy (active, or inactive with `inactive`) of the tenant. */
    async ownPolicy(role: DemoRole, inactive = false) {
      const response = await server.call({
        method: 'GET',
        url: `/v2/policy?inactiveOnly=${inactive}`,
        headers: { token: await token(role) },
      });
      return response.json().policies[0];
    },
    async row(policyId: number) {
      const [row] = await db().select().from(policies).where(eq(policies.id, policyId));
      return row!;
    },
    changes: (policyId: number) =>
      db()
        .select()
        .from(policyChanges)
        .where(eq(policyChanges.policyId, policyId))
        .orderBy(asc(policyChanges.id)),
    mailsTo: (to: string) =>
      db()
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, to))
        .orderBy(asc(mailOutbox.id)),
    allMail: () => db().select().from(mailOutbox),
    refundsOf: (policyId: number) =>
      db()
        .select()
        .from(transactions)
        .where(eq(transactions.policyId, policyId))
        .orderBy(desc(transactions.id)),
    sandboxRefunds: () => db().select().from(sandboxPremiumRefunds),
    call(method: 'PUT' | 'POST', url: string, tokenValue: string | null, payload: unknown) {
      return server.call({
        method,
        url,
        headers: tokenValue ? { token: tokenValue } : {},
        payload: payload as object,
      });
    },
  };
}

/** 'YYYY-MM-DD' → 'MM/DD/YYYY', as mails print dates. */
export const us = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
