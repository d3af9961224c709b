// The one-time onboarding token an upload answers a tenant without a login (the login exists
// only once the e-mail is proven: sendAccountCreationCode, then updatePassword with the code).
import { DAY_MS } from '../../domain/calendar';
import type { Db } from '../db/client';
import { insertToken } from '../repositories/sessions';

/** As the purchase's (handlers/purchase.ts ONBOARDING_TOKEN_DAYS). */
const ONBOARDING_TOKEN_DAYS = 7;

export async function onboardingToken(db: Db, accountId: number, at: Date): Promise<string> {
  const { token } = await insertToken(db, {
    accountId,
    kind: 'onboarding',
    remember: false,
    expiresAt: new Date(at.getTime() + ONBOARDING_TOKEN_DAYS * DAY_MS),
    now: at,
  });
  return token;
}
