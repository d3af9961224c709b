// The pseudo-locale gate's tools (docs/i18n.md): every text of a converted screen comes from a
// catalog. Each catalog's English is pseudo-localised (every literal segment accented and
// bracketed in ⟦ ⟧) and put in place of its Spanish; a screen rendered in that language shows any
// text or accessible name left without the brackets: it was written into the screen instead of a
// catalog. Missing keys fail earlier, in `npm run codegen`'s check.
import { resolve } from 'node:path';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { installCatalog, loadArea } from '../../src/client/i18n/catalogs';
import { formatDay } from '../../src/domain/i18n/dates';
import { LOCALE_NAMES, type Locale } from '../../src/domain/i18n/locales';
import { fill, type AreaValues, type TextArea, type TextValue } from '../../src/domain/i18n/texts';
import { I18N_ROOT, catalogAreas, pseudoCatalog } from '../helpers/pseudoText';

// The pseudo-locale stands in for Spanish: the screens take the path of any language but English
// (catalogs fetched, filled in or formatted by Lingui), with every Spanish message replaced by its
// pseudo English.
export const PSEUDO: Locale = 'es';
export const inPseudo = { locale: { locale: PSEUDO, chosen: true } };

/** Every area's pseudo catalog, by message id. */
const pseudoMessages: Record<string, CompiledMessage> = {};

/** Puts every catalog's pseudo text in place of its Spanish (the gate's `beforeAll`). */
export async function loadPseudoCatalogs(): Promise<void> {
  for (const area of catalogAreas) {
    const generated = (await import(resolve(I18N_ROOT, 'generated/en', `${area}.ts`))) as Record<
      string,
      TextArea<AreaValues>
    >;
    // The real Spanish first (as a screen's first use loads it), then replaced.
    await loadArea(PSEUDO, Object.values(generated)[0]!);
    const compiled = await pseudoCatalog(area);
    Object.assign(pseudoMessages, compiled);
    await installCatalog(PSEUDO, area, compiled);
  }
}

/**
 * Data, not text: figures, money, dates, punctuation, the brand's and the insurer's names, and
 * each language's name in itself (the language switch's, never translated).
 */
const DATA = /^[\d\s$,.%:/()+\-–—©·|#*]*$/;
/** The month names a day is written with in the gate's language (`formatDay`): dates are data. */
const MONTHS = Array.from({ length: 12 }, (_, m) =>
  formatDay(`2026-${String(m + 1).padStart(2, '0')}-15`, PSEUDO).replace(/[\d\s]/g, ''),
);
const withoutMonths = (text: string) =>
  MONTHS.reduce((rest, month) => rest.split(month).join(''), text);
const NAMES = ['Nestwell', 'Sandbox Carrier (test mode)', ...Object.values(LOCALE_NAMES)];

/**
 * Every text and accessible name under `root` that no catalog gave (data marked translate="no"
 * aside).
 */
export function untranslated(root: HTMLElement): string[] {
  const found: string[] = [];
  const check = (text: string | null | undefined, where: string) => {
    // MUI's outlined fields hold a zero-width space where a label's notch goes: no text.
    const value = (text ?? '').replace(/\u200b/g, '').trim();
    if (!value || value.includes('⟦') || DATA.test(withoutMonths(value)) || NAMES.includes(value))
      return;
    found.push(`${where}: ${value}`);
  };
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    // The tenant's own data (an address, a company's name) is marked translate="no", as for a
    // browser's translator: it is no text of the product.
    if (node.parentElement?.closest('[translate="no"]')) continue;
    check(node.textContent, node.parentElement?.tagName.toLowerCase() ?? 'text');
  }
  for (const element of root.querySelectorAll('[aria-label], [title], [alt], [placeholder]')) {
    // A name that is data (a company's logo named by the company) is marked as the text is.
    if (element.closest('[translate="no"]')) continue;
    for (const attribute of ['aria-label', 'title', 'alt', 'placeholder'])
      if (element.hasAttribute(attribute))
        check(element.getAttribute(attribute), `${element.tagName.toLowerCase()}[${attribute}]`);
  }
  return found;
}

// The server answers in the app's language (test/server/api/answerLanguage.test.ts): here, as
// it would under the pseudo-locale, its message is the catalog's pseudo text (with its values).
export const serverSays = (id: string, values?: Readonly<Record<string, TextValue>>) => ({
  message: fill(pseudoMessages[id]!, values),
});
/** The field errors shown (each must be a catalog's: `untranslated` checks them). */
export const fieldErrors = () =>
  [...document.querySelectorAll('.Mui-error')].filter((e) => e.tagName === 'P');

/** A message as the pseudo-locale shows it, by id (`area.key`, one without values). */
export const pseudoMessage = (id: string) => serverSays(id).message;

/** The pseudo text that begins with `english` (its accented letters any), to find it by. */
export const pseudoStartingWith = (english: string) =>
  new RegExp(
    `⟦${[...english]
      .map((c) => (/[aeiounAEIOUNcCsSyY]/.test(c) ? '.' : c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('')}`,
  );

/** Nothing on the page is left untranslated: an open dialog (portalled to the body) and all behind it. */
export const expectPageTranslated = () => expect(untranslated(document.body)).toEqual([]);
