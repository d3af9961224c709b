// Relations for Drizzle's relational queries (db.query.x.findMany({ with: … })).
// They add no SQL; the foreign keys are declared with the tables (./tables, via schema.ts).
import { relations } from 'drizzle-orm';
import {
  accounts,
  claims,
  couponRedemptions,
  coupons,
  enrollments,
  leases,
  managementCompanies,
  partnerPolicies,
  policies,
  properties,
  sessions,
  storedFiles,
  tenants,
  thirdPartyPolicies,
  transactions,
  twoFactorBackupCodes,
  twoFactorEmailCodes,
} from './schema';

export const managementCompaniesRelations = relations(managementCompanies, ({ many }) => ({
  properties: many(properties),
}));

export const propertiesRelations = relations(properties, ({ one, many }) => ({
  managementCompany: one(managementCompanies, {
    fields: [properties.managementCompanyId],
    references: [managementCompanies.id],
  }),
  leases: many(leases),
}));

export const tenantsRelations = relations(tenants, ({ one, many }) => ({
  account: one(accounts),
  leases: many(leases),
  policies: many(policies),
  partnerPolicies: many(partnerPolicies),
  thirdPartyPolicies: many(thirdPartyPolicies),
  enrollments: many(enrollments),
  storedFiles: many(storedFiles),
}));

export const leasesRelations = relations(leases, ({ one, many }) => ({
  tenant: one(tenants, { fields: [leases.tenantId], references: [tenants.id] }),
  property: one(properties, { fields: [leases.propertyId], references: [properties.id] }),
  policies: many(policies),
  thirdPartyPolicies: many(thirdPartyPolicies),
}));

export const accountsRelations = relations(accounts, ({ one, many }) => ({
  tenant: one(tenants, { fields: [accounts.tenantId], references: [tenants.id] }),
  sessions: many(sessions),
  policies: many(policies),
  transactions: many(transactions),
  claims: many(claims),
  couponRedemptions: many(couponRedemptions),
  twoFactorBackupCodes: many(twoFactorBackupCodes),
  twoFactorEmailCodes: many(twoFactorEmailCodes),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  account: one(accounts, { fields: [sessions.accountId], references: [accounts.id] }),
}));

export const twoFactorBackupCodesRelations = relations(twoFactorBackupCodes, ({ one }) => ({
  account: one(accounts, { fields: [twoFactorBackupCodes.accountId], references: [accounts.id] }),
}));

export const twoFactorEmailCodesRelations = relations(twoFactorEmailCodes, ({ one }) => ({
  account: one(accounts, { fields: [twoFactorEmailCodes.accountId], references: [accounts.id] }),
}));

export const policiesRelations = relations(policies, ({ one, many }) => ({
  account: one(accounts, { fields: [policies.accountId], references: [accounts.id] }),
  tenant: one(tenants, { fields: [policies.tenantId], references: [tenants.id] }),
  lease: one(leases, { fields: [policies.leaseId], references: [leases.id] }),
  transactions: many(transactions),
  claims: many(claims),
}));

export const partnerPoliciesRelations = relations(partnerPolicies, ({ one }) => ({
  tenant: one(tenants, { fields: [partnerPolicies.tenantId], references: [tenants.id] }),
}));

export const thirdPartyPoliciesRelations = relations(thirdPartyPolicies, ({ one }) => ({
  tenant: one(tenants, { fields: [thirdPartyPolicies.tenantId], references: [tenants.id] }),
  lease: one(leases, { fields: [thirdPartyPolicies.leaseId], references: [leases.id] }),
}));

export const storedFilesRelations = relations(storedFiles, ({ one }) => ({
  owner: one(tenants, { fields: [storedFiles.ownerTenantId], references: [tenants.id] }),
}));

export const enrollmentsRelations = relations(enrollments, ({ one }) => ({
  tenant: one(tenants, { fields: [enrollments.tenantId], references: [tenants.id] }),
}));

export const transactionsRelations = relations(transactions, ({ one }) => ({
  account: one(accounts, { fields: [transactions.accountId], references: [accounts.id] }),
  policy: one(policies, { fields: [transactions.policyId], references: [policies.id] }),
}));

export const claimsRelations = relations(claims, ({ one }) => ({
  policy: one(policies, { fields: [claims.policyId], references: [policies.id] }),
  account: one(accounts, { fields: [claims.accountId], references: [accounts.id] }),
}));

export const couponsRelations = relations(coupons, ({ many }) => ({
  redemptions: many(couponRedemptions),
}));

export const couponRedemptionsRelations = relations(couponRedemptions, ({ one }) => ({
  coupon: one(coupons, { fields: [couponRedemptions.couponId], references: [coupons.id] }),
  account: one(accounts, { fields: [couponRedemptions.accountId], references: [accounts.id] }),
}));
