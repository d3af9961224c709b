// Column helpers and CHECK-constraint builders shared by every table file (the conventions at the
// top of ../schema.ts), so each area writes money, dates, bytes and enums the same way.
import { sql } from 'drizzle-orm';
import { customType, date, timestamp } from 'drizzle-orm/pg-core';

/** bytea as a Node Buffer (pg returns Buffer, PGlite Uint8Array; both are normalized). */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * json written by `serialize` (a faster writer for one shape than JSON.stringify) and read as
 * Drizzle's json() reads it (the drivers hand back parsed values; text is parsed).
 */
export const jsonWith = <T>(serialize: (value: T) => string) =>
  customType<{ data: T; driverData: string }>({
    dataType: () => 'json',
    toDriver: serialize,
    fromDriver: (value) => (typeof value === 'string' ? JSON.parse(value) : value) as T,
  });

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const day = (name: string) => date(name, { mode: 'string' });

/** `col IN ('a','b')` for a CHECK constraint (values are our own constants, never user input). */
export const oneOf = (column: unknown, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;
export const lowercase = (column: unknown) => sql`${column} = lower(${column})`;
export const stateCode = (column: unknown) => sql`${column} ~ '^[A-Z]{2}$'`;
