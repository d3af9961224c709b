// Staff accounts and sessions (the staff console): kept apart from tenants' on purpose, so no
// tenant token, code or password path can reach a staff call. Two-factor (TOTP) is required at
// every log-in; every attempt and action is recorded in staff_actions.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, DbTransaction } from '../db/client';
import { staffActions, staffMembers, staffSessions, type StaffMember } from '../db/staffSchema';
import { hashPassword, verifyPassword } from './password';
import { decryptSecret, encryptSecret, type AppSecrets } from './secrets';
import { hashToken, newToken } from './tokens';
import { base32Decode, matchTotp, newTotpSecret } from './totp';

/** A staff session lasts a working day; there is no 'remember me' for staff. */
export const STAFF_SESSION_MS = 8 * 3_600_000;

/** A valid hash of a throw-away password: an unknown address costs the same time as a known one. */
let decoyHash: Promise<string> | null = null;
const decoy = () => (decoyHash ??= hashPassword('decoy-password-never-used'));

export interface StaffIdentity {
  staffId: number;
  sessionId: number;
  email: string;
  name: string;
}

/** Records a staff action (also refused log-ins, with no member). */
export async function recordStaffAction(
  db: Db | DbTransaction,
  entry: { staffId: number | null; action: string; subject?: string; detail?: object; at: Date },
): Promise<void> {
  await db.insert(staffActions).values({
    staffId: entry.staffId,
    action: entry.action,
    subject: entry.subject ?? null,
    detail: (entry.detail ?? {}) as Record<string, unknown>,
    at: entry.at,
  });
}

/** Creates a member with a new TOTP secret; answers the secret (base32) for the authenticator. */
export async function createStaffMember(
  db: Db,
  keys: AppSecrets,
  input: { email: string; name: string; password: string; at: Date },
): Promise<{ member: StaffMember; totpSecret: string }> {
  const totpSecret = newTotpSecret();
  const [member] = await db
    .insert(staffMembers)
    .values({
      email: input.email.trim().toLowerCase(),
      name: input.name.trim(),
      passwordHash: await hashPassword(input.password),
      totpSecret: encryptSecret(keys, totpSecret),
      createdAt: input.at,
    })
    .returning();
  await recordStaffAction(db, { staffId: member!.id, action: 'created', at: input.at });
  return { member: member!, totpSecret };
}

/**
 * E-mail, password and a fresh TOTP code: a new session token, or null (whatever was wrong).
 * The TOTP step is taken in the same statement that checks it was not used, so one code opens
 * one session even when sent twice at once.
 */
export async function staffLogIn(
  db: Db,
  keys: AppSecrets,
  input: {
    email: string;
    password: string;
    code: string;
    at: Date;
    /** The time the authenticator code is checked at: the machine's (default `at`). */
    codeAt?: Date;
  },
): Promise<{ token: string; expiresAt: Date; member: StaffMember } | null> {
  const email = input.email.trim().toLowerCase();
  const [member] = await db.select().from(staffMembers).where(eq(staffMembers.email, email));
  const passwordOk = await verifyPassword(member?.passwordHash ?? (await decoy()), input.password);
  if (!member || !passwordOk || member.disabledAt) return null;
  const secret = decryptSecret(keys, member.totpSecret);
  if (!secret) return null;
  const step = matchTotp(
    base32Decode(secret),
    input.code,
    input.codeAt ?? input.at,
    member.lastTotpStep,
  );
  if (step === null) return null;
  return db.transaction(async (tx) => {
    const taken = await tx
      .update(staffMembers)
      .set({ lastTotpStep: step })
      .where(
        and(
          eq(staffMembers.id, member.id),
          member.lastTotpStep === null
            ? isNull(staffMembers.lastTotpStep)
            : eq(staffMembers.lastTotpStep, member.lastTotpStep),
        ),
      )
      .returning({ id: staffMembers.id });
    if (taken.length === 0) return null;
    const token = newToken();
    const expiresAt = new Date(input.at.getTime() + STAFF_SESSION_MS);
    await tx.insert(staffSessions).values({
      staffId: member.id,
      tokenHash: hashToken(token),
      createdAt: input.at,
      expiresAt,
    });
    return { token, expiresAt, member };
  });
}

/** The live session of a staff token (not expired, not revoked, member not disabled). */
export async function findStaffSession(
  db: Db,
  token: string,
  at: Date,
): Promise<StaffIdentity | null> {
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      staffId: staffMembers.id,
      email: staffMembers.email,
      name: staffMembers.name,
    })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(token)),
        gt(staffSessions.expiresAt, at),
        isNull(staffSessions.revokedAt),
        isNull(staffMembers.disabledAt),
      ),
    );
  return row ?? null;
}

export async function revokeStaffSession(db: Db, sessionId: number, at: Date): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: at }).where(eq(staffSessions.id, sessionId));
}
