// The pdfkit layouts by name, and the PDF of a corpus page or of a scanned image.
import type { CorpusCase, PrintedPage } from './model';
import { newDoc, toBuffer, type Doc } from './pdfkit-doc';
import {
  agencyLeaders,
  boxes,
  fourColumn,
  leftLabels,
  packet,
  prose,
  sections,
  sfLetters,
} from './pdfkit-carriers';
import {
  certifyLetter,
  landscapePanels,
  pairsGrid,
  rightAligned,
  wordsSummary,
} from './pdfkit-more';
import { greenbar, housingForm, numberedItems, summaryBox } from './pdfkit-fresh';
import { acord, belowLabels, capsSections, centsTable, plainNumbers } from './pdfkit-forms';

export const PDFKIT_LAYOUTS: Record<string, (doc: Doc, p: PrintedPage) => void> = {
  'sf-letters': sfLetters,
  'agency-leaders': agencyLeaders,
  'four-column': fourColumn,
  'prose-period': prose,
  'boxes-above': boxes,
  'packet-two-page': packet,
  'sections-from-to': sections,
  'left-labels': leftLabels,
  'acord-evidence': acord,
  'cents-table': centsTable,
  'caps-sections': capsSections,
  'plain-numbers': plainNumbers,
  'below-labels': belowLabels,
  'certify-letter': certifyLetter,
  'landscape-panels': landscapePanels,
  'pairs-grid': pairsGrid,
  'right-aligned': rightAligned,
  'words-summary': wordsSummary,
  // The fresh held-out set (./cases-fresh.ts).
  'numbered-items': numberedItems,
  greenbar,
  'housing-form': housingForm,
  'summary-box': summaryBox,
};

export async function pdfkitPage(c: CorpusCase): Promise<Buffer> {
  const doc = newDoc(c.layout === 'landscape-panels');
  const draw = PDFKIT_LAYOUTS[c.layout];
  if (!draw) throw new Error(`No pdfkit layout ${c.layout}`);
  draw(doc, c.page);
  return toBuffer(doc);
}

/** A PDF holding only one page-sized image: what a scanner or a phone app makes. */
export async function imagePdf(image: Buffer): Promise<Buffer> {
  const doc = newDoc();
  doc.image(image, 0, 0, { width: 612, height: 792 });
  return toBuffer(doc);
}
