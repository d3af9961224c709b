// The file of a tenant's copy of their data (docs/privacy.md "Your rights"): a ZIP with a
// README, one JSON file per table and the documents as they were kept. fflate writes the ZIP
// (small, maintained, no install scripts; pdfkit already brings it).
import { strToU8, zipSync, type Zippable } from 'fflate';
import { exportReadmeTexts } from '../../domain/i18n/generated/en/exportReadme';
import type { Locale } from '../../domain/i18n/locales';
import { textsIn } from '../answerLanguage';

/** A document of the tenant's, at its path in the ZIP. */
export interface ExportDocument {
  path: string;
  data: Buffer;
}

/** A name kept to characters every system accepts, never a path. */
export function safeFileName(name: string, fallback: string): string {
  const safe = name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+|-+$/g, '');
  return safe.slice(0, 100) || fallback;
}

/** The download's name: the brand and the day it was prepared. */
export function dataExportFileName(brand: string, at: Date): string {
  return `${safeFileName(brand.toLowerCase(), 'portal')}-my-data-${at.toISOString().slice(0, 10)}.zip`;
}

/** `text` in lines of at most `width` characters, broken between words (a README's plain text). */
function wrapped(text: string, width = 96): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return line ? [...lines, line] : lines;
}

/** The README, in the tenant's language (the `exportReadme` catalog); names and paths as they are. */
export function readmeText(input: {
  brand: string;
  tenantName: string;
  preparedAt: Date;
  tables: Record<string, number>;
  documents: number;
  locale: Locale;
}): string {
  const t = textsIn(input.locale, exportReadmeTexts);
  const counts = Object.entries(input.tables)
    .filter(([, n]) => n > 0)
    .map(([table, n]) => `  tables/${table}.json: ${t('records', { count: n })}`);
  return [
    t('title', { brand: input.brand }),
    '',
    t('prepared', { at: input.preparedAt.toISOString(), name: input.tenantName }),
    '',
    ...wrapped(t('about')),
    '',
    ...counts,
    '',
    ...wrapped(t('documents', { count: input.documents })),
    '',
  ].join('\n');
}

/** Compressed: text compresses well, while PDFs and photos are compressed already. */
const TEXT_LEVEL = 6;

export function dataExportZip(input: {
  readme: string;
  tables: Record<string, unknown[]>;
  documents: ExportDocument[];
  at: Date;
}): Buffer {
  const entries: Zippable = { 'README.txt': [strToU8(input.readme), { level: TEXT_LEVEL }] };
  for (const [table, rows] of Object.entries(input.tables)) {
    const json = `${JSON.stringify(rows, null, 2)}\n`;
    entries[`tables/${table}.json`] = [strToU8(json), { level: TEXT_LEVEL }];
  }
  for (const document of input.documents) {
    entries[document.path] = [new Uint8Array(document.data), { level: 0 }];
  }
  return Buffer.from(zipSync(entries, { mtime: input.at }));
}
