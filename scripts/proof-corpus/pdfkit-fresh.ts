// Declarations pages of the fresh held-out set (./cases-fresh.ts) drawn with pdfkit: numbered
// items (MetLife-like), a mainframe print on green bars (Country Financial-like), a university
// housing office's proof form, a summary box beside the details (The Hartford-like). Layouts
// studied on public sample pages; every word and value here is ours.
import { day, names, type Doc } from './pdfkit-doc';
import type { PrintedPage } from './model';

/** "Item 1. Named Insured and Mailing Address", "Item 2. Policy Period", ... in Times. */
export function numberedItems(doc: Doc, p: PrintedPage): void {
  doc.font('Times-Bold').fontSize(13).text(p.carrier.toUpperCase(), 60, 50, { align: 'center' });
  doc
    .font('Times-Roman')
    .fontSize(9)
    .text(p.carrierLines.join('  *  '), 60, 68, { align: 'center' });
  doc
    .font('Times-Bold')
    .fontSize(11)
    .text('Tenant Homeowners Declarations', 60, 88, { align: 'center' });
  doc.moveTo(60, 106).lineTo(552, 106).stroke();
  let y = 118;
  const item = (n: number, title: string, lines: string[]) => {
    doc.font('Times-Bold').fontSize(10).text(`Item ${n}.`, 60, y);
    doc.text(title, 110, y);
    doc.font('Times-Roman');
    lines.forEach((l, i) => doc.text(l, 130, y + 14 + 13 * i, { width: 400 }));
    y += 24 + 13 * lines.length;
  };
  item(1, 'Named Insured and Mailing Address', [...names(p), ...(p.mailing ?? p.location)]);
  item(2, 'Policy Number', [p.policyNumber]);
  item(3, 'Policy Period', [
    `From ${day(p, p.startIso)} to ${day(p, p.endIso)}, 12:01 A.M. standard time at the residence premises`,
  ]);
  item(4, 'Residence Premises', p.location);
  // Item 5: limits in a table with leaders of spaces, the amount right-aligned.
  doc.font('Times-Bold').text('Item 5.', 60, y).text('Limits of Liability', 110, y);
  const lim = (label: string, amount: string, row: number) => {
    doc.font('Times-Roman').text(label, 130, y + 14 + 14 * row);
    doc.text(amount, 400, y + 14 + 14 * row, { width: 100, align: 'right' });
  };
  lim('Section I - C. Personal Property', p.property, 0);
  lim('Section I - D. Loss of Use', p.lossOfUse, 1);
  lim('Section II - E. Personal Liability, each occurrence', p.liability, 2);
  lim('Section II - F. Medical Payments to Others, each person', p.medical, 3);
  y += 14 + 14 * 4 + 12;
  item(6, 'Deductible', [`${p.deductible} applies to each Section I loss`]);
  item(7, 'Annual Premium', [p.premium]);
  item(
    8,
    p.party ? p.party.role : 'Mortgagee / Additional Interests',
    p.party ? p.party.lines : ['None'],
  );
  doc
    .fontSize(8)
    .text('Countersigned by authorized representative', 60, 720)
    .text('Page 1 of 1', 480, 720);
}

/** A mainframe print on green-bar paper: Courier, dashed rules, column headings, mixed case. */
export function greenbar(doc: Doc, p: PrintedPage): void {
  for (let i = 0; i < 12; i += 1) doc.rect(36, 60 + 56 * i, 540, 28).fill('#e3f1e1');
  doc.fill('#000000').font('Courier').fontSize(9);
  const dash = '-'.repeat(88);
  let y = 40;
  const line = (s: string, x = 40) => {
    doc.text(s, x, y, { lineBreak: false });
    y += 12;
  };
  line(`${p.carrier.padEnd(58)}RUN DATE ${day(p, '2025-12-15')}`);
  line(p.carrierLines.join(', '));
  line(dash);
  line('Renters Policy - Declarations                              Form HO-4 Ed. 05-11');
  line(dash);
  line(`Policy Number ... ${p.policyNumber}`);
  line(`Effective ....... ${day(p, p.startIso)}    Expires ... ${day(p, p.endIso)}`);
  line('                  12:01 A.M. standard time');
  y += 6;
  line('Insured:');
  for (const n of names(p)) line(n, 100);
  if (p.mailing) {
    line('Mail to:');
    for (const l of p.mailing) line(l, 100);
  }
  line('Location of rented premises:');
  for (const l of p.location) line(l, 100);
  y += 6;
  line(dash);
  line('Cov  Description                                   Limit          Premium');
  line(dash);
  const cov = (c: string, d: string, limit: string, prem: string) =>
    line(`${c.padEnd(5)}${d.padEnd(46)}${limit.padStart(12)}${prem.padStart(12)}`);
  cov('C', 'Personal Property', p.property, '96.00');
  cov('D', 'Additional Living Costs', p.lossOfUse, 'INCL');
  cov('L', 'Personal Liability - each occurrence', p.liability, '18.00');
  cov('M', 'Medical Payments - each person', p.medical, 'INCL');
  line(dash);
  line(`Deductible ${p.deductible}                              Total Premium ${p.premium}`);
  y += 10;
  line(p.party ? `${p.party.role}:` : 'Additional Interest: NONE');
  for (const l of p.party?.lines ?? []) line(l, 100);
}

/** A university housing office's "Proof of Renters Insurance" form, filled in by the insurer. */
export function housingForm(doc: Doc, p: PrintedPage): void {
  doc.font('Helvetica-Bold').fontSize(12).text('Office of Residential Life', 54, 48);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text('Proof of Renters Insurance - University Apartments', 54, 64);
  doc
    .fontSize(8)
    .text(
      'To be completed by the insurance company or agent. Return to the housing office.',
      54,
      80,
    );
  let y = 110;
  const field = (label: string, value: string[], width = 500, x = 54) => {
    doc.font('Helvetica').fontSize(8).fill('#333333').text(label, x, y);
    doc.fill('#000000').font('Courier-Bold').fontSize(10);
    value.forEach((v, i) => doc.text(v, x + 4, y + 12 + 13 * i, { width: width - 8 }));
    const bottom = y + 14 + 13 * value.length;
    doc
      .moveTo(x, bottom)
      .lineTo(x + width, bottom)
      .stroke('#777777');
    return bottom;
  };
  y = field('1. Resident(s) insured under the policy', names(p)) + 12;
  y = field('2. Apartment address', p.location) + 12;
  y = field('3. Insurance company', [p.carrier]) + 12;
  y = field('4. Policy #', [p.policyNumber]) + 12;
  const top = y;
  field('5. Coverage dates - from', [day(p, p.startIso)], 240);
  y = top;
  y = field('through', [day(p, p.endIso)], 240, 314) + 12;
  const top2 = y;
  field('6. Liability amount', [p.liability], 240);
  y = top2;
  y = field('7. Personal property amount', [p.property], 240, 314) + 16;
  doc.font('Helvetica').fontSize(9);
  doc.rect(54, y, 9, 9).stroke();
  doc.rect(160, y, 9, 9).stroke();
  const listed = p.party !== null;
  doc.font('Courier-Bold').text('X', listed ? 56 : 162, y);
  doc.font('Helvetica').text('Yes', 68, y).text('No', 174, y);
  doc.text('8. The housing office is listed on the policy to be notified', 200, y, { width: 350 });
  y += 24;
  if (p.party) y = field(`9. ${p.party.role}`, p.party.lines) + 12;
  y = field('Agent signature and phone', ['A. Representative  ' + p.carrierLines.join(', ')]) + 12;
}

/** The Hartford-like: details on the left, a shaded summary box of coverages on the right. */
export function summaryBox(doc: Doc, p: PrintedPage): void {
  doc.font('Helvetica-Bold').fontSize(15).fill('#7a1f2b').text(p.carrier, 50, 46);
  doc.fill('#000000').font('Helvetica').fontSize(9).text(p.carrierLines.join(' / '), 50, 66);
  doc.font('Helvetica-Bold').fontSize(11).text('Renters Coverage Declarations', 50, 92);
  let y = 124;
  const block = (label: string, lines: string[]) => {
    doc.font('Helvetica-Oblique').fontSize(8.5).fill('#555555').text(label, 50, y);
    doc.font('Helvetica').fontSize(10).fill('#000000');
    lines.forEach((l, i) => doc.text(l, 50, y + 12 + 13 * i, { width: 290 }));
    y += 22 + 13 * lines.length;
  };
  block('Policyholder(s)', names(p));
  block('Policy No.', [p.policyNumber]);
  block('Coverage Period', [
    `${day(p, p.startIso)} - ${day(p, p.endIso)}`,
    '12:01 AM standard time at the insured address',
  ]);
  block('Insured Address', p.location);
  if (p.mailing) block('Mailing Address', p.mailing);
  if (p.party) block(p.party.role, p.party.lines);
  // The summary box on the right.
  doc.rect(360, 124, 200, 250).fill('#f2e8e9');
  doc.fill('#000000').font('Helvetica-Bold').fontSize(10).text('Summary of Coverage', 372, 134);
  let by = 158;
  const amt = (label: string, v: string) => {
    doc.font('Helvetica').fontSize(8.5).text(label, 372, by, { width: 176 });
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(v, 372, by + 11, { width: 176 });
    by += 38;
  };
  amt('Personal Possessions', p.property);
  amt('Additional Living Expenses', p.lossOfUse);
  amt('Family Liability (per occurrence)', p.liability);
  amt('Guest Medical (per person)', p.medical);
  amt('Deductible', p.deductible);
  amt('Annual Premium', p.premium);
}
