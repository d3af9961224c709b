// The pseudo-locale gate (docs/i18n.md): every text of a converted screen comes from a catalog.
// Each catalog's English is pseudo-localised (every literal segment accented and bracketed in
// ⟦ ⟧), the screen is rendered with it, and any text or accessible name left without the
// brackets was written into the screen instead of a catalog. Missing keys fail earlier, in
// `npm run codegen`'s check.
import { readdirSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18nFor } from '../../src/client/i18n/catalogs';
import { LOCALE_NAMES } from '../../src/domain/i18n/locales';
import { englishCatalog, translator, type TextArea } from '../../src/domain/i18n/texts';
import { renderApp } from './render';

const ROOT = resolve(__dirname, '../../src/domain/i18n');
const areas = readdirSync(resolve(ROOT, 'catalogs'))
  .filter((file) => file.endsWith('.ts'))
  .map((file) => basename(file, '.ts'));

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'aeiounAEIOUNcCsSyY'].map((c, i) => [c, [...'áéíóúñÁÉÍÓÚÑçÇšŠýÝ'][i]!]),
);
const pseudo = (text: string) => `⟦${[...text].map((c) => ACCENTED[c] ?? c).join('')}⟧`;

beforeAll(async () => {
  const english = i18nFor('en');
  for (const area of areas) {
    const generated = (await import(resolve(ROOT, 'generated/en', `${area}.ts`))) as Record<
      string,
      TextArea<Record<string, null>>
    >;
    const texts = Object.values(generated)[0]!;
    // The area's English is put in first (as a screen's first use does), then replaced.
    translator(english, texts);
    const catalog = (await import(resolve(ROOT, 'catalogs', `${area}.ts`))) as {
      default: { en: Record<string, string> };
    };
    english.load(
      'en',
      Object.fromEntries(
        Object.keys(englishCatalog(texts)).map((id) => [
          id,
          compileMessageOrThrow(catalog.default.en[id.slice(area.length + 1)]!, pseudo),
        ]),
      ),
    );
  }
});

/**
 * Data, not text: figures, money, dates, punctuation, the brand's and the insurer's names, and
 * each language's name in itself (the language switch's, never translated).
 */
const DATA = /^[\d\s$,.%:/()+\-–—©·|#*]*$/;
const NAMES = ['Nestwell', 'Sandbox Carrier (test mode)', ...Object.values(LOCALE_NAMES)];

/** Every text and accessible name under `root` that no catalog gave. */
function untranslated(root: HTMLElement): string[] {
  const found: string[] = [];
  const check = (text: string | null | undefined, where: string) => {
    const value = (text ?? '').trim();
    if (!value || value.includes('⟦') || DATA.test(value) || NAMES.includes(value)) return;
    found.push(`${where}: ${value}`);
  };
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    check(node.textContent, node.parentElement?.tagName.toLowerCase() ?? 'text');
  for (const element of root.querySelectorAll('[aria-label], [title], [alt], [placeholder]'))
    for (const attribute of ['aria-label', 'title', 'alt', 'placeholder'])
      if (element.hasAttribute(attribute))
        check(element.getAttribute(attribute), `${element.tagName.toLowerCase()}[${attribute}]`);
  return found;
}

afterEach(cleanup);

describe('converted screens show only catalog texts', () => {
  it('/ with its footer and the price', async () => {
    renderApp({ route: '/' });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toContain('⟦');
    // The settings' parts (price, links) have arrived.
    const [about] = await screen.findAllByRole('navigation', { name: /⟦/ });
    await within(about!).findAllByRole('link');
    await screen.findByText(/\$8\.40/);
    expect(untranslated(document.body)).toEqual([]);
    expect(document.title).toContain('⟦');
  });

  it("/'s site menu (the signed-out pages' menu)", async () => {
    renderApp({ route: '/' });
    await screen.findByRole('heading', { level: 1 });
    await userEvent.setup().click(screen.getByRole('button', { name: /⟦Ópéñ/ }));
    const menu = await screen.findByRole('dialog');
    await within(menu).findAllByRole('link');
    expect(untranslated(menu)).toEqual([]);
    expect(menu.getAttribute('aria-label') ?? '').toContain('⟦');
  });

  it('finds a text written into a screen (the gate itself)', async () => {
    renderApp({ route: '/' });
    await screen.findByRole('heading', { level: 1 });
    const planted = document.createElement('p');
    planted.textContent = 'Written in English';
    planted.setAttribute('aria-label', 'Also English');
    document.body.append(planted);
    expect(untranslated(document.body)).toEqual([
      'p: Written in English',
      'p[aria-label]: Also English',
    ]);
    planted.remove();
  });
});
