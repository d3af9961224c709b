// Enrollments: the policies and memberships the dashboard lists besides the tenant's own.
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { enrollments } from '../db/schema';
import { keptRead } from './keptRead';

const tenantEnrollmentsQuery = prepared((db) =>
  db
    .select()
    .from(enrollments)
    .where(eq(enrollments.tenantId, sql.placeholder('tenantId')))
    .orderBy(desc(enrollments.currentTermStartDate), desc(enrollments.id))
    .prepare('tenant_enrollments'),
);

/** The tenant's enrollments, newest term first. */
/** The caller's memberships, kept (GET /enrollments). */
export const keptEnrollments = keptRead('tenant_enrollments', [enrollments], (db, caller) =>
  enrollmentsOf(db, caller.tenantId),
);

export function enrollmentsOf(db: Db, tenantId: number) {
  return tenantEnrollmentsQuery(db).execute({ tenantId });
}
