// Enrollments: the policies and memberships the dashboard lists besides the tenant's own.
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { enrollments } from '../db/schema';

const tenantEnrollmentsQuery = prepared((db) =>
  db
    .select()
    .from(enrollments)
    .where(eq(enrollments.tenantId, sql.placeholder('tenantId')))
    .orderBy(desc(enrollments.currentTermStartDate), desc(enrollments.id))
    .prepare('tenant_enrollments'),
);

/** The tenant's enrollments, newest term first. */
export function enrollmentsOf(db: Db, tenantId: number) {
  return tenantEnrollmentsQuery(db).execute({ tenantId });
}
