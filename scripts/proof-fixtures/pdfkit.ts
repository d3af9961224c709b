// Declarations pages drawn with pdfkit, in the styles of different carriers' systems.
import PDFDocument from 'pdfkit';
import type { FixtureCase, PrintedPage } from './cases';

type Doc = PDFKit.PDFDocument;

function newDoc(): Doc {
  // A fixed creation date keeps the committed files identical from run to run.
  return new PDFDocument({
    size: 'LETTER',
    margin: 50,
    info: { CreationDate: new Date('2026-01-01T00:00:00Z'), Title: 'Declarations' },
  });
}

function toBuffer(doc: Doc): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.end();
  });
}

const COVERAGES = (p: PrintedPage): [string, string, string][] => [
  ['Coverage C - Personal Property', '$20,000', '$500'],
  ['Coverage D - Loss of Use', '$6,000', 'None'],
  ['Coverage E - Personal Liability', p.liability, 'None'],
  ['Coverage F - Medical Payments to Others', '$1,000', 'None'],
];

function twoColumn(doc: Doc, p: PrintedPage): void {
  doc.rect(0, 0, 612, 70).fill('#1f3a5f');
  doc.fill('#ffffff').font('Helvetica-Bold').fontSize(18).text(p.carrier, 50, 26);
  doc.fill('#000000').fontSize(14).text('Renters Policy Declarations', 50, 95);
  doc.font('Helvetica').fontSize(10);
  const left = (label: string, lines: string[], y: number) => {
    doc.font('Helvetica-Bold').text(`${label}:`, 50, y);
    doc.font('Helvetica');
    lines.forEach((l, i) => doc.text(l, 50, y + 14 * (i + 1)));
  };
  const right = (label: string, lines: string[], y: number) => {
    doc.font('Helvetica-Bold').text(`${label}:`, 330, y);
    doc.font('Helvetica');
    lines.forEach((l, i) => doc.text(l, 330, y + 14 * (i + 1)));
  };
  left('Named Insured', [p.insured], 130);
  right('Policy Number', [p.policyNumber], 130);
  right('Policy Period', [`${p.start} to ${p.end}`, '12:01 a.m. standard time'], 175);
  left('Insured Location', p.location, 175);
  if (p.party) left('Interested Party', p.party, 240);
  right('Agent', ['Capitol Insurance Services', '(608) 555-0142'], 240);
  doc
    .font('Helvetica-Bold')
    .text('Coverage', 50, 330)
    .text('Limit', 380, 330)
    .text('Deductible', 470, 330);
  doc.moveTo(50, 344).lineTo(560, 344).stroke();
  doc.font('Helvetica');
  COVERAGES(p).forEach(([c, l, d], i) => {
    doc
      .text(c, 50, 352 + 18 * i)
      .text(l, 380, 352 + 18 * i)
      .text(d, 470, 352 + 18 * i);
  });
  doc
    .fontSize(8)
    .text('Total annual premium: $148.00. This declarations page is part of your policy.', 50, 460);
}

function table(doc: Doc, p: PrintedPage): void {
  doc.font('Helvetica-Bold').fontSize(16).text(p.carrier.toUpperCase(), 50, 50);
  doc.fontSize(11).text('HOMEOWNERS 4 - CONTENTS BROAD FORM - DECLARATIONS', 50, 72);
  doc.fontSize(9);
  const grid = (y: number, headers: string[], values: string[][], widths: number[]) => {
    let x = 50;
    const rowH = 16;
    headers.forEach((h, i) => {
      doc.rect(x, y, widths[i]!, rowH).fillAndStroke('#e6e6e6', '#555555');
      doc
        .fill('#000000')
        .font('Helvetica-Bold')
        .text(h, x + 4, y + 4);
      x += widths[i]!;
    });
    values.forEach((row, r) => {
      x = 50;
      const h = rowH * Math.max(...row.map((v) => v.split('\n').length));
      const top = y + rowH * (r + 1);
      row.forEach((v, i) => {
        doc.rect(x, top, widths[i]!, h).stroke('#555555');
        doc.font('Helvetica');
        v.split('\n').forEach((l, k) => doc.text(l, x + 4, top + 4 + k * 12));
        x += widths[i]!;
      });
    });
  };
  grid(
    100,
    ['Policy Number', 'Effective Date', 'Expiration Date'],
    [[p.policyNumber, p.start, p.end]],
    [170, 170, 170],
  );
  grid(
    150,
    ['Policyholder', 'Residence Premises'],
    [[p.insured, p.location.join('\n')]],
    [255, 255],
  );
  grid(210, ['Coverage', 'Limit', 'Deductible'], COVERAGES(p), [290, 110, 110]);
  if (p.party)
    grid(
      320,
      ['Additional Interest', 'Interest'],
      [[p.party.join('\n'), 'Interested Party']],
      [340, 170],
    );
}

function labelValue(doc: Doc, p: PrintedPage): void {
  doc.font('Times-Bold').fontSize(20).text(p.carrier, 60, 50);
  doc.font('Times-Roman').fontSize(12).text('Declarations Page - Renters Insurance', 60, 76);
  let y = 120;
  const row = (label: string, lines: string[]) => {
    doc.font('Times-Bold').fontSize(11).text(label, 60, y);
    doc.font('Times-Roman');
    lines.forEach((l, i) => doc.text(l, 230, y + i * 14));
    y += Math.max(1, lines.length) * 14 + 10;
  };
  row('Policy No.', [p.policyNumber]);
  row('Named Insured', [p.insured]);
  row('Residence Premises', p.location);
  row('Effective', [p.start]);
  row('Expiration', [p.end]);
  row('Personal Liability', [`${p.liability} each occurrence`]);
  row('Personal Property', ['$25,000']);
  row('Deductible', ['$1,000']);
  if (p.party) row('Interested Party', p.party);
}

function stacked(doc: Doc, p: PrintedPage): void {
  doc
    .font('Times-Bold')
    .fontSize(15)
    .text(p.carrier.toUpperCase(), 50, 45, { align: 'center', width: 512 });
  doc.fontSize(10).text('RENTERS POLICY DECLARATIONS', 50, 65, { align: 'center', width: 512 });
  doc.font('Times-Roman').fontSize(10);
  doc.text(`POLICY NUMBER: ${p.policyNumber}`, 50, 100);
  doc.text(`POLICY PERIOD: FROM ${p.start} TO ${p.end} 12:01 A.M. STANDARD TIME`, 50, 114);
  doc.font('Times-Bold').text('NAMED INSURED AND MAILING ADDRESS', 50, 145);
  doc.font('Times-Roman').text(p.insured, 50, 159);
  p.location.forEach((l, i) => doc.text(l, 50, 173 + 14 * i));
  doc.font('Times-Bold').text('LOCATION OF RESIDENCE PREMISES', 320, 145);
  doc.font('Times-Roman');
  p.location.forEach((l, i) => doc.text(l, 320, 159 + 14 * i));
  doc.font('Times-Bold').text('SECTION II - LIABILITY COVERAGES', 50, 230);
  doc
    .font('Times-Roman')
    .text('PERSONAL LIABILITY', 50, 246)
    .text(`${p.liability} EACH OCCURRENCE`, 320, 246);
  doc.text('MEDICAL PAYMENTS TO OTHERS', 50, 260).text('$1,000 EACH PERSON', 320, 260);
  if (p.party) {
    doc.font('Times-Bold').text('ADDITIONAL INTERESTS', 50, 295);
    doc.font('Times-Roman');
    p.party.forEach((l, i) => doc.text(l, 50, 309 + 14 * i));
  }
}

function coverLetter(doc: Doc, p: PrintedPage): void {
  doc.font('Courier').fontSize(10);
  doc.text(p.carrier, 60, 60).moveDown(2);
  doc.text(`Dear ${p.insured},`).moveDown();
  doc.text(
    'Thank you for choosing us for your renters insurance. Your declarations page follows. Please keep it with your policy documents and review it carefully.',
    { width: 480 },
  );
  doc.addPage();
  doc.font('Courier-Bold').fontSize(12).text('DECLARATIONS', 60, 60);
  doc.font('Courier').fontSize(10);
  const lines = [
    `Insured:           ${p.insured}`,
    `Policy #:          ${p.policyNumber}`,
    `Term:              ${p.start} - ${p.end}`,
    `Location:          ${p.location.join(', ')}`,
    `Liability:         ${p.liability}`,
    `Contents:          $15,000`,
  ];
  lines.forEach((l, i) => doc.text(l, 60, 90 + 14 * i));
  if (p.party) {
    doc.text('Interested Party:', 60, 200);
    p.party.forEach((l, i) => doc.text(l, 60, 214 + 14 * i));
  }
}

export async function pdfkitPage(c: FixtureCase): Promise<Buffer> {
  const doc = newDoc();
  const draw = {
    'pdfkit-two-column': twoColumn,
    'pdfkit-table': table,
    'pdfkit-label-value': labelValue,
    'pdfkit-stacked': stacked,
    'pdfkit-cover-letter': coverLetter,
  }[c.layout as 'pdfkit-table'];
  draw(doc, c.page);
  return toBuffer(doc);
}

/** A PDF holding only one page-sized JPEG: what a scanner or a phone app makes. */
export async function imagePdf(jpeg: Buffer): Promise<Buffer> {
  const doc = newDoc();
  doc.image(jpeg, 0, 0, { width: 612, height: 792 });
  return toBuffer(doc);
}
