/**
 * The message catalogs' compiled form (docs/i18n.md), for scripts/codegen.ts: every catalog in
 * src/domain/i18n/catalogs/<area>.ts becomes
 *   src/domain/i18n/generated/en/<area>.ts  the area (name, English messages, placeholder types),
 *                                           imported by the screens that show it
 *   src/domain/i18n/generated/<xx>/<area>.ts every other language, loaded on demand
 * compiled by Lingui's own compiler, so no parser reaches the browser. It fails on a message that
 * does not parse, and on a translation whose placeholders differ from the English.
 */
import { readdirSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import {
  compileMessageOrThrow,
  type CompiledMessage,
  type CompiledMessageToken,
} from '@lingui/message-utils/compileMessage';
import { LOCALES, DEFAULT_LOCALE } from '../src/domain/i18n/locales';

const root = resolve(__dirname, '..');
const catalogsDir = resolve(root, 'src/domain/i18n/catalogs');
const banner = (area: string) =>
  `/* eslint-disable */\n// Generated from src/domain/i18n/catalogs/${area}.ts by \`npm run codegen\`. Do not edit.\n`;

/** Placeholder name → what it takes, in one compiled message (plural branches included). */
function placeholders(message: CompiledMessage, found = new Map<string, string>()) {
  for (const token of message as CompiledMessageToken[]) {
    if (typeof token === 'string') continue;
    const [name, type, format] = token;
    const kind = type === 'plural' || type === 'selectordinal' || type === 'number';
    const takes = kind ? 'number' : type === 'select' ? 'string' : 'TextValue';
    if (!found.has(name) || found.get(name) === 'TextValue') found.set(name, takes);
    if (format && typeof format === 'object') {
      for (const [choice, branch] of Object.entries(format as Record<string, unknown>))
        if (choice !== 'offset' && Array.isArray(branch))
          placeholders(branch as CompiledMessage, found);
    }
  }
  return found;
}

const camel = (area: string) => area.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase());

/** Every generated file of the catalogs: path relative to the repo → its code (unformatted). */
export async function messageFiles(): Promise<Array<[string, string]>> {
  const files: Array<[string, string]> = [];
  const areas = readdirSync(catalogsDir)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => basename(f, '.ts'))
    .sort();
  for (const area of areas) {
    const { default: catalog } = (await import(resolve(catalogsDir, `${area}.ts`))) as {
      default: Record<string, Record<string, string>>;
    };
    const english = catalog[DEFAULT_LOCALE] ?? {};
    const compile = (locale: string, key: string, text: string) => {
      try {
        return compileMessageOrThrow(text);
      } catch (error) {
        throw new Error(`${area}.${key} (${locale}) does not parse: ${String(error)}`, {
          cause: error,
        });
      }
    };
    const compiledEnglish = Object.fromEntries(
      Object.entries(english).map(([key, text]) => [key, compile('en', key, text)]),
    );
    const types = Object.entries(compiledEnglish).map(([key, message]) => {
      const found = placeholders(message);
      const values = [...found].map(([name, takes]) => `${JSON.stringify(name)}: ${takes}`);
      return `${JSON.stringify(key)}: ${values.length ? `{ ${values.join('; ')} }` : 'null'}`;
    });
    files.push([
      `src/domain/i18n/generated/en/${area}.ts`,
      `${banner(area)}import type { TextArea, TextValue } from '../../texts';\n\n` +
        `export const ${camel(area)}Texts: TextArea<{ ${types.join('; ')} }> = ${JSON.stringify({
          name: area,
          messages: compiledEnglish,
        })};\n`,
    ]);
    for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
      const translation = catalog[locale] ?? {};
      const compiled: Record<string, CompiledMessage> = {};
      for (const [key, message] of Object.entries(compiledEnglish)) {
        const text = translation[key];
        if (typeof text !== 'string') throw new Error(`${area}.${key} has no ${locale} text`);
        compiled[`${area}.${key}`] = compile(locale, key, text);
        const want = [...placeholders(message).keys()].sort().join(', ');
        const got = [...placeholders(compiled[`${area}.${key}`]!).keys()].sort().join(', ');
        if (want !== got)
          throw new Error(`${area}.${key} (${locale}) takes {${got}}, the English {${want}}`);
      }
      const extra = Object.keys(translation).filter((key) => !(key in compiledEnglish));
      if (extra.length)
        throw new Error(`${area} (${locale}) has unknown keys: ${extra.join(', ')}`);
      files.push([
        `src/domain/i18n/generated/${locale}/${area}.ts`,
        `${banner(area)}import type { CompiledCatalog } from '../../texts';\n\n` +
          `const catalog: CompiledCatalog = ${JSON.stringify(compiled)};\nexport default catalog;\n`,
      ]);
    }
  }
  return files;
}
