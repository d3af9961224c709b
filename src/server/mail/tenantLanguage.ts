// The language of a tenant's mail (docs/i18n.md "Mails"): their account's, where the mail's
// caller has no account row at hand. A tenant without an account, or an account that never chose
// a language, is written to in English.
import { eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, type Locale } from '../../domain/i18n/locales';
import { keyOf, type AreaValues, type TextArea } from '../../domain/i18n/texts';
import { formatAnswer } from '../answerLanguage';
import type { Db, DbTransaction } from '../db/client';
import { accounts } from '../db/schema';

export type AccountOf = { accountId: number } | { tenantId: number } | { email: string };

/** The language of the account `of` names, English when there is none or it has none. */
export async function accountLocale(db: Db | DbTransaction, of: AccountOf): Promise<Locale> {
  return (await accountLanguage(db, of)) ?? DEFAULT_LOCALE;
}

/** The language the account `of` names chose; null when there is no account or no choice. */
export async function accountLanguage(
  db: Db | DbTransaction,
  of: AccountOf,
): Promise<Locale | null> {
  const where =
    'accountId' in of
      ? eq(accounts.id, of.accountId)
      : 'tenantId' in of
        ? eq(accounts.tenantId, of.tenantId)
        : eq(accounts.email, of.email.trim().toLowerCase());
  const [row] = await db
    .select({ language: accounts.language })
    .from(accounts)
    .where(where)
    .limit(1);
  return row?.language ?? null;
}

/**
 * `english` in `locale` when it is one of `area`'s messages without values (a plan's name, a
 * claim's type, a provider's decline), else as it is (a text no catalog has, a name).
 */
export function knownText<V extends AreaValues>(
  locale: Locale,
  area: TextArea<V>,
  english: string,
): string {
  const known = area as unknown as TextArea<AreaValues>;
  const key = keyOf(known, english);
  return key === undefined ? english : formatAnswer(locale, { area: known, key });
}
