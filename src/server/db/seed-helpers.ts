// Building blocks of the demo seed: people with leases, accounts, and policy fields.
import type { Db, DbTransaction } from './client';
import { demoAccount, type DemoInvite, type DemoRole } from './demo';
import { demoPdf } from './demo-pdf';
import { DEMO_COMPANIES, type PropertyKey } from './seed-data';
import { daysLater, addMonths, isoDate, type DemoCalendar } from './seed-dates';
import * as t from './schema';
import { tokenHash } from './tokens';

export type Tx = Db | DbTransaction;

export const PRODUCT_NAME = 'HomeShield Renters';
export const CARD = 'Visa ending in 4242';

export interface Ctx {
  tx: Tx;
  cal: DemoCalendar;
  passwordHash: string;
  properties: Record<PropertyKey, t.Property>;
}

interface TenantInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  property: PropertyKey;
  unit: string;
  /** Months between the lease start and the seed day; leases run one year. */
  leaseStartedMonthsAgo: number;
  invite?: { token: string; expiresAt: Date };
}

export async function insertTenantWithLease(ctx: Ctx, input: TenantInput) {
  const property = ctx.properties[input.property];
  const [tenant] = await ctx.tx
    .insert(t.tenants)
    .values({
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone,
      billingAddress: property.rentalAddress,
      billingCity: property.city,
      billingState: property.state,
      billingZipCode: property.zipCode,
      billingUnit: input.unit,
      inviteTokenHash: input.invite ? tokenHash(input.invite.token) : null,
      inviteExpiresAt: input.invite?.expiresAt ?? null,
    })
    .returning();
  const leaseStart = addMonths(ctx.cal.today, -input.leaseStartedMonthsAgo);
  const [lease] = await ctx.tx
    .insert(t.leases)
    .values({
      tenantId: tenant!.id,
      propertyId: property.id,
      unit: input.unit,
      leaseStart: isoDate(leaseStart),
      leaseEnd: isoDate(daysLater(addMonths(leaseStart, 12), -1)),
    })
    .returning();
  return { tenant: tenant!, lease: lease!, property };
}

export async function insertAccountHolder(
  ctx: Ctx,
  role: DemoRole,
  input: Omit<TenantInput, 'firstName' | 'lastName' | 'email' | 'invite'>,
  account: Partial<t.NewAccount> = {},
) {
  const demo = demoAccount(role);
  const held = await insertTenantWithLease(ctx, { ...input, ...demo });
  const [row] = await ctx.tx
    .insert(t.accounts)
    .values({
      tenantId: held.tenant.id,
      email: demo.email,
      passwordHash: ctx.passwordHash,
      stripePaymentDescription: CARD,
      ...account,
    })
    .returning();
  return { ...held, account: row! };
}

/** A tenant record with a lease and an invitation link, but no account (a negative validity = expired). */
export async function seedInvitation(
  ctx: Ctx,
  invite: DemoInvite | undefined,
  where: { property: PropertyKey; unit: string; phone: string },
  validForDays: number,
) {
  if (!invite) throw new Error('demo invite missing');
  const [firstName = '', lastName = ''] = invite.name.split(' ');
  await insertTenantWithLease(ctx, {
    firstName,
    lastName,
    email: invite.email,
    ...where,
    leaseStartedMonthsAgo: 0,
    invite: { token: invite.token, expiresAt: daysLater(ctx.cal.now, validForDays) },
  });
}

export type HolderRecords = Awaited<ReturnType<typeof insertAccountHolder>>;

/** The insured address and ownership columns every own-carrier policy copies from its lease. */
export function policyBase(h: HolderRecords) {
  return {
    accountId: h.account.id,
    tenantId: h.tenant.id,
    leaseId: h.lease.id,
    productName: PRODUCT_NAME,
    insuredAddress: h.property.rentalAddress,
    insuredUnit: h.lease.unit,
    insuredCity: h.property.city,
    insuredState: h.property.state,
    insuredZip: h.property.zipCode,
  };
}

/** The company's own interested-party entry (name ≤ 29 characters, address from its mailing address). */
export function companyInterestedParty(slug: string): t.InterestedPartyJson {
  const company = DEMO_COMPANIES.find((c) => c.slug === slug);
  if (!company) throw new Error(`unknown company ${slug}`);
  const lines = company.interestedPartyMailingAddress.split('\n');
  const street = lines.at(-2) ?? '';
  const [, city = '', state = '', zip = ''] =
    /^(.*), ([A-Z]{2}) (\d{5})$/.exec(lines.at(-1) ?? '') ?? [];
  return { name: company.interestedParty, streetAddress: street, city, state, zip };
}

export async function storeProof(ctx: Ctx, tenantId: number, fileName: string, lines: string[]) {
  const data = await demoPdf(lines, ctx.cal.now);
  const [file] = await ctx.tx
    .insert(t.storedFiles)
    .values({
      ownerTenantId: tenantId,
      contentType: 'application/pdf',
      fileName,
      byteSize: data.byteLength,
      data,
      createdAt: ctx.cal.now,
    })
    .returning({ id: t.storedFiles.id });
  return file!.id;
}
