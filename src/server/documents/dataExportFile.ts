// The file of a tenant's copy of their data (docs/privacy.md "Your rights"): a ZIP with a
// README, one JSON file per table and the documents as they were kept. fflate writes the ZIP
// (small, maintained, no install scripts; pdfkit already brings it).
import { strToU8, zipSync, type Zippable } from 'fflate';

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

export function readmeText(input: {
  brand: string;
  tenantName: string;
  preparedAt: Date;
  tables: Record<string, number>;
  documents: number;
}): string {
  const counts = Object.entries(input.tables)
    .filter(([, n]) => n > 0)
    .map(([table, n]) => `  tables/${table}.json: ${n} record${n === 1 ? '' : 's'}`);
  return [
    `Your data at ${input.brand}`,
    '',
    `Prepared ${input.preparedAt.toISOString()} for ${input.tenantName}.`,
    '',
    'Every record we keep about you, one JSON file per kind of record (a database table), each',
    "record with the table's own column names. Passwords, and the hashes of your sign-in tokens",
    'and codes, are never included: they are not readable, even by us.',
    '',
    ...counts,
    '',
    `Documents (${input.documents}): documents/ holds the files you uploaded (proofs of`,
    'insurance), claim-photos/ your claim photos, mail/ the attachments of mail we sent you. Each',
    "file's name starts with the id of its record.",
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
