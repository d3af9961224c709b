// The evidence of insurance (EOI) as a property manager expects it on one page: who insures
// whom, where, when and for how much, who is told (the interested party), and a verification
// block (code and QR code of the public /verify page) so the reader can check the policy is still
// in force instead of trusting paper. Own-carrier and partner-carrier policies share this layout;
// evidence.ts builds the content and records the code.
import { QR_IMAGE_OPTIONS } from '../../domain/qrImage';
import { statusAsOf } from '../../domain/messages/coverageStatus';
import type { CoverageStatus } from '../../domain/policies/coverageStatus';
import { usDate } from '../../domain/policies/status';
import { CONTENT_WIDTH, PAGE, font, renderPdf, type Pdf } from './pdfDocument';

export interface EvidenceDocument {
  /** The insurer that carries the risk. */
  carrier: string;
  productName: string;
  policyNumber: string;
  namedInsured: string;
  /** Additional insureds and other people on the policy, each with their role. */
  people: { role: string; name: string }[];
  location: string;
  /** YYYY-MM-DD. */
  periodStart: string;
  periodEnd: string;
  /** Set when the policy was cancelled: the day cover ends (from 12:01 a.m.). */
  cancellationDate?: string | null;
  coverages: { name: string; value: string }[];
  endorsements: string[];
  interestedParty: { name: string; address: string[] } | null;
  /** The name the document is issued to (the interested party or the management company). */
  issuedTo: string;
  /** The instant of issue. */
  issuedAt: Date;
  /**
   * The document's date: the calendar day of issue at the insured location (coverageDay), the
   * day its status is stated for.
   */
  asOf: string;
  /** The policy's coverage status on `asOf` (the dashboard and verify page agree). */
  status: CoverageStatus;
  /** What the status says of the cover, in English (domain/policies/statusSentence.ts). */
  sentence: string;
  code: string;
  verifyUrl: string;
}

export const EOI_TEXTS = {
  title: 'Evidence of Renters Insurance',
  verify: (url: string) =>
    `Scan the QR code or visit ${url} to check that this policy is in force today and that this ` +
    'document is still current.',
  notice:
    'This document is evidence of the policy above and its status on the date it was issued. It ' +
    'confers no rights on the holder and does not amend, extend or alter the coverage of the policy.',
} as const;

/** The code as printed: groups of four, easier to read out and type (dashes are ignored). */
export function printedCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

const LABEL_WIDTH = 150;
const GREY = '#555555';
const RULE = '#999999';

function heading(doc: Pdf, text: string): void {
  doc.moveDown(0.6);
  font(doc, 'bold', 12).fillColor('black').text(text, PAGE.margin, doc.y, { width: CONTENT_WIDTH });
  const y = doc.y + 2;
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.width - PAGE.margin, y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.y = y + 5;
}

/** A label and its value side by side; the row is as tall as the longer of the two. */
function row(doc: Pdf, label: string, value: string): void {
  const top = doc.y;
  const valueWidth = CONTENT_WIDTH - LABEL_WIDTH;
  font(doc, 'regular', 10)
    .fillColor(GREY)
    .text(label, PAGE.margin, top, { width: LABEL_WIDTH - 8 });
  const labelBottom = doc.y;
  font(doc, 'regular', 10)
    .fillColor('black')
    .text(value, PAGE.margin + LABEL_WIDTH, top, { width: valueWidth });
  doc.y = Math.max(labelBottom, doc.y) + 3;
}

function period(d: EvidenceDocument): string {
  const base = `${usDate(d.periodStart)} to ${usDate(d.periodEnd)} (12:01 a.m. standard time at the insured location)`;
  return d.cancellationDate ? `${base}; cancelled effective ${usDate(d.cancellationDate)}` : base;
}

function verificationBlock(doc: Pdf, d: EvidenceDocument, qr: Buffer): void {
  const size = 104;
  const top = Math.max(doc.y + 14, PAGE.height - PAGE.margin - size - 64);
  doc
    .roundedRect(PAGE.margin, top, CONTENT_WIDTH, size + 16, 6)
    .lineWidth(1)
    .strokeColor(RULE)
    .stroke();
  doc.image(qr, PAGE.margin + 8, top + 8, { width: size, height: size });
  const x = PAGE.margin + size + 24;
  const width = CONTENT_WIDTH - size - 32;
  font(doc, 'bold', 12)
    .fillColor('black')
    .text('Verify this document', x, top + 12, { width });
  font(doc, 'regular', 10).text('Verification code: ', x, doc.y + 4, { width, continued: true });
  font(doc, 'bold', 10).text(printedCode(d.code));
  font(doc, 'regular', 10).text(EOI_TEXTS.verify(d.verifyUrl), x, doc.y + 4, { width });
  font(doc, 'regular', 8)
    .fillColor(GREY)
    .text(EOI_TEXTS.notice, PAGE.margin, top + size + 24, { width: CONTENT_WIDTH });
}

/** The one-page EOI. */
export async function evidencePdf(d: EvidenceDocument): Promise<Buffer> {
  const { default: QRCode } = await import('qrcode');
  const qr = await QRCode.toBuffer(d.verifyUrl, { type: 'png', ...QR_IMAGE_OPTIONS });
  return renderPdf({ title: `${EOI_TEXTS.title} ${d.policyNumber}`, date: d.issuedAt }, (doc) => {
    font(doc, 'bold', 18).text(EOI_TEXTS.title, { width: CONTENT_WIDTH });
    font(doc, 'regular', 10)
      .fillColor(GREY)
      .text(`Issued ${usDate(d.asOf)} to ${d.issuedTo}`, {
        width: CONTENT_WIDTH,
      });

    heading(doc, 'Policy');
    row(doc, 'Insurer', d.carrier);
    row(doc, 'Product', d.productName);
    row(doc, 'Policy number', d.policyNumber);
    row(doc, 'Policy period', period(d));
    // The status as of the day the document is made, in the words the verify page uses.
    row(doc, statusAsOf(usDate(d.asOf)), `${d.status.label}. ${d.sentence}`);

    heading(doc, 'Insured');
    row(doc, 'Named insured', d.namedInsured);
    for (const person of d.people) row(doc, person.role, person.name);
    row(doc, 'Insured location', d.location);

    heading(doc, 'Coverages and limits');
    for (const c of d.coverages) row(doc, c.name, c.value);
    row(doc, 'Endorsements', d.endorsements.length > 0 ? d.endorsements.join('\n') : 'None');

    heading(doc, 'Interested party');
    if (d.interestedParty) {
      row(doc, 'Name', d.interestedParty.name);
      row(doc, 'Mailing address', d.interestedParty.address.join('\n'));
    } else {
      row(doc, 'Name', 'None named on this policy');
    }

    verificationBlock(doc, d, qr);
  });
}
