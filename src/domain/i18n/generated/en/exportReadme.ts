/* eslint-disable */
// Generated from src/domain/i18n/catalogs/exportReadme.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const exportReadmeTexts: TextArea<{
  title: { brand: TextValue };
  prepared: { at: TextValue; name: TextValue };
  about: null;
  records: { count: number };
  documents: { count: TextValue };
}> = {
  name: 'exportReadme',
  messages: {
    title: ['Your data at ', ['brand']],
    prepared: ['Prepared ', ['at'], ' for ', ['name'], '.'],
    about: [
      "Every record we keep about you, one JSON file per kind of record (a database table), each record with the table's own column names. Passwords, and the hashes of your sign-in tokens and codes, are never included: they are not readable, even by us.",
    ],
    records: [['count', 'plural', { one: ['#', ' record'], other: ['#', ' records'] }]],
    documents: [
      'Documents (',
      ['count'],
      "): documents/ holds the files you uploaded (proofs of insurance), claim-photos/ your claim photos, mail/ the attachments of mail we sent you. Each file's name starts with the id of its record.",
    ],
  },
};
