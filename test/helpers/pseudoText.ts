// The pseudo-locale's texts (docs/i18n.md "The checks"), shared by the screens' gate
// (test/client/pseudoLocale.ts) and the mails' (test/server/mail/pseudoLocaleMails.test.ts): each
// catalog's English with every literal segment accented and bracketed in ⟦ ⟧, its values left as
// they are, so a text no catalog gave is the one without brackets.
import { readdirSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';

export const I18N_ROOT = resolve(__dirname, '../../src/domain/i18n');

/** Every catalog area's name (src/domain/i18n/catalogs/<area>.ts). */
export const catalogAreas = readdirSync(resolve(I18N_ROOT, 'catalogs'))
  .filter((file) => file.endsWith('.ts'))
  .map((file) => basename(file, '.ts'));

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'aeiounAEIOUNcCsSyY'].map((c, i) => [c, [...'áéíóúñÁÉÍÓÚÑçÇšŠýÝ'][i]!]),
);

/** A literal segment in the pseudo-locale. */
export const pseudoSegment = (text: string) =>
  `⟦${[...text].map((c) => ACCENTED[c] ?? c).join('')}⟧`;

/** An area's messages compiled in the pseudo-locale, by message id ('<area>.<key>'). */
export async function pseudoCatalog(area: string): Promise<Record<string, CompiledMessage>> {
  const catalog = (await import(resolve(I18N_ROOT, 'catalogs', `${area}.ts`))) as {
    default: { en: Record<string, string> };
  };
  return Object.fromEntries(
    Object.entries(catalog.default.en).map(([key, english]) => [
      `${area}.${key}`,
      compileMessageOrThrow(english, pseudoSegment),
    ]),
  );
}
