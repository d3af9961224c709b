// Declarations pages drawn with pdfkit: forms (ACORD-like evidence, a bank agency's ruled form)
// and more carriers' layouts (studied for layout only; every word and value here is ours).
import { day, names, type Doc } from './pdfkit-doc';
import { printDate, type PrintedPage } from './model';

/** ACORD-like evidence of property insurance: ruled boxes with captions, a checked interest. */
export function acord(doc: Doc, p: PrintedPage): void {
  doc.font('Helvetica-Bold').fontSize(14).text('EVIDENCE OF PROPERTY INSURANCE', 150, 40);
  doc
    .font('Helvetica')
    .fontSize(7)
    .text('DATE (MM/DD/YYYY)', 470, 40)
    .fontSize(9)
    .text(printDate(p.startIso, 'us'), 470, 50);
  const cell = (x: number, y: number, w: number, h: number, cap: string, lines: string[]) => {
    doc.rect(x, y, w, h).stroke('#000000');
    doc
      .font('Helvetica')
      .fontSize(6.5)
      .text(cap, x + 3, y + 3);
    doc.fontSize(9);
    lines.forEach((l, i) => doc.text(l, x + 6, y + 13 + 11 * i, { width: w - 10 }));
  };
  cell(40, 70, 266, 70, 'AGENCY', ['Keel & Anchor Insurance Agency', ...p.carrierLines]);
  cell(306, 70, 266, 70, 'COMPANY', [p.carrier]);
  cell(40, 140, 266, 24, 'CODE:    SUB CODE:', []);
  cell(306, 140, 266, 24, 'POLICY NUMBER', [p.policyNumber]);
  cell(40, 164, 266, 62, 'INSURED', [...names(p), ...(p.mailing ?? p.location)]);
  cell(306, 164, 90, 30, 'EFFECTIVE DATE', [day(p, p.startIso)]);
  cell(396, 164, 90, 30, 'EXPIRATION DATE', [day(p, p.endIso)]);
  cell(486, 164, 86, 30, 'CONTINUOUS', ['']);
  cell(306, 194, 266, 32, 'THIS REPLACES PRIOR EVIDENCE DATED:', []);
  doc.rect(40, 226, 532, 14).fill('#dddddd');
  doc.fill('#000000').font('Helvetica-Bold').fontSize(8).text('PROPERTY INFORMATION', 44, 229);
  cell(40, 240, 532, 36, 'LOCATION / DESCRIPTION', [
    `${p.location.join(', ')} - tenant contents, renters form HO 00 04`,
  ]);
  doc.rect(40, 276, 532, 14).fill('#dddddd');
  doc.fill('#000000').font('Helvetica-Bold').fontSize(8).text('COVERAGE INFORMATION', 44, 279);
  cell(40, 290, 330, 18, 'COVERAGE / PERILS / FORMS', []);
  cell(370, 290, 110, 18, 'AMOUNT OF INSURANCE', []);
  cell(480, 290, 92, 18, 'DEDUCTIBLE', []);
  const rows: [string, string, string][] = [
    ['Personal Property - Special Form', p.property, p.deductible],
    ['Loss of Use', p.lossOfUse, ''],
    ['Personal Liability - each occurrence', p.liability, ''],
    ['Medical Payments', p.medical, ''],
  ];
  rows.forEach(([c, a, d], i) => {
    const y = 308 + 16 * i;
    doc.rect(40, y, 330, 16).stroke().rect(370, y, 110, 16).stroke().rect(480, y, 92, 16).stroke();
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(c, 46, y + 4)
      .text(a, 376, y + 4)
      .text(d, 486, y + 4);
  });
  doc.rect(40, 380, 532, 14).fill('#dddddd');
  doc
    .fill('#000000')
    .font('Helvetica-Bold')
    .fontSize(8)
    .text('REMARKS (Including Special Conditions)', 44, 383);
  cell(40, 394, 532, 30, '', ['Renters policy. Evidence issued as a matter of information only.']);
  doc.rect(40, 430, 532, 14).fill('#dddddd');
  doc.fill('#000000').font('Helvetica-Bold').fontSize(8).text('ADDITIONAL INTEREST', 44, 433);
  cell(40, 444, 320, 80, 'NAME AND ADDRESS', p.party ? p.party.lines : []);
  const role = (p.party?.role ?? '').toLowerCase();
  const boxes = ['MORTGAGEE', 'ADDITIONAL INSURED', 'LOSS PAYEE', 'INTERESTED PARTY'];
  doc.rect(360, 444, 212, 80).stroke();
  boxes.forEach((b, i) => {
    const y = 450 + 17 * i;
    doc.rect(368, y, 8, 8).stroke();
    if (p.party && role.includes(b.toLowerCase()))
      doc
        .font('Helvetica-Bold')
        .fontSize(8)
        .text('X', 369.5, y + 0.5);
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(b, 382, y + 1);
  });
  doc.fontSize(6).text('ACORD-style form, invented for tests.', 40, 700);
}

/** Safeco-like: a coverage table whose limits are printed with cents. */
export function centsTable(doc: Doc, p: PrintedPage): void {
  doc.font('Helvetica-Bold').fontSize(15).fill('#00558c').text(p.carrier, 50, 45);
  doc.fill('#000000').font('Helvetica').fontSize(10).text('Renters Policy Declarations', 50, 66);
  doc.fontSize(9);
  const facts: [string, string][] = [
    ['Policy number', p.policyNumber],
    ['Policy period', `${day(p, p.startIso)} - ${day(p, p.endIso)}`],
    ['Named insured', names(p).join(' and ')],
    ['Insured address', p.location.join(', ')],
  ];
  facts.forEach(([l, v], i) => {
    doc.font('Helvetica-Bold').text(l, 50, 96 + 15 * i);
    doc.font('Helvetica').text(v, 170, 96 + 15 * i);
  });
  doc.rect(50, 170, 512, 18).fill('#00558c');
  doc
    .fill('#ffffff')
    .font('Helvetica-Bold')
    .text('Coverage', 56, 175)
    .text('Limit', 330, 175)
    .text('Premium', 460, 175);
  doc.fill('#000000').font('Helvetica');
  const rows: [string, string, string][] = [
    ['Personal Property', p.property, '$96.00'],
    ['Loss of Use', p.lossOfUse, 'Included'],
    ['Personal Liability (Each Occurrence)', p.liability, '$22.00'],
    ['Medical Payments to Others (Each Person)', p.medical, 'Included'],
    ['Deductible (All Perils)', p.deductible, ''],
  ];
  rows.forEach(([c, l, pr], i) => {
    const y = 194 + 17 * i;
    if (i % 2 === 1)
      doc
        .rect(50, y - 3, 512, 17)
        .fill('#eef3f8')
        .fill('#000000');
    doc.text(c, 56, y).text(l, 330, y).text(pr, 460, y);
  });
  if (p.party) {
    doc.font('Helvetica-Bold').text(p.party.role, 50, 300);
    doc.font('Helvetica');
    p.party.lines.forEach((l, i) => doc.text(l, 50, 314 + 12 * i));
  }
}

/** Travelers-like: everything in capitals, "E - PERSONAL LIABILITY - EACH OCCURRENCE $ 500,000". */
export function capsSections(doc: Doc, p: PrintedPage): void {
  doc.font('Courier-Bold').fontSize(11).text(p.carrier.toUpperCase(), 50, 45);
  doc
    .font('Courier')
    .fontSize(9)
    .text('HOMEOWNERS POLICY DECLARATIONS - HO-4 CONTENTS BROAD FORM', 50, 60);
  const rows: [string, string][] = [
    ['POLICY NUMBER:', p.policyNumber],
    ['POLICY PERIOD:', `${day(p, p.startIso)} TO ${day(p, p.endIso)}`],
    ['', '12:01 A.M. STANDARD TIME AT THE RESIDENCE PREMISES'],
  ];
  rows.forEach(([l, v], i) => doc.text(l, 50, 90 + 12 * i).text(v, 190, 90 + 12 * i));
  doc.font('Courier-Bold').text('NAMED INSURED AND MAILING ADDRESS:', 50, 140);
  doc.font('Courier');
  [...names(p), ...(p.mailing ?? p.location)].forEach((l, i) => doc.text(l, 50, 152 + 12 * i));
  doc.font('Courier-Bold').text('RESIDENCE PREMISES:', 330, 140);
  doc.font('Courier');
  p.location.forEach((l, i) => doc.text(l, 330, 152 + 12 * i));
  doc.font('Courier-Bold').text('COVERAGES AND LIMITS OF LIABILITY', 50, 220);
  doc.font('Courier');
  const cov: [string, string][] = [
    ['SECTION I  C - PERSONAL PROPERTY', p.property],
    ['           D - LOSS OF USE', p.lossOfUse],
    ['SECTION II E - PERSONAL LIABILITY - EACH OCCURRENCE', p.liability],
    ['           F - MEDICAL PAYMENTS - EACH PERSON', p.medical],
  ];
  cov.forEach(([c, v], i) => doc.text(c, 50, 236 + 12 * i).text(v, 440, 236 + 12 * i));
  doc.text(`DEDUCTIBLE: ${p.deductible} ALL PERILS`, 50, 292);
  if (p.party) {
    doc.font('Courier-Bold').text(`${p.party.role.toUpperCase()}:`, 50, 320);
    doc.font('Courier');
    p.party.lines.forEach((l, i) => doc.text(l, 50, 332 + 12 * i));
  }
  doc
    .fontSize(7)
    .text('FORMS AND ENDORSEMENTS: HO 00 04 05 11  HO 04 90 05 11  (INVENTED FOR TESTS)', 50, 700);
}

/** Erie-like: limits without "$", two-column text, the period as "Term". */
export function plainNumbers(doc: Doc, p: PrintedPage): void {
  doc.font('Times-Bold').fontSize(18).text(p.carrier, 50, 42);
  doc
    .font('Times-Italic')
    .fontSize(11)
    .text('Renters Declarations - Tenant Contents Policy', 50, 64);
  doc.font('Times-Roman').fontSize(10);
  doc.text('Named Insured', 50, 100).text('Policy Number', 330, 100);
  doc.font('Times-Bold');
  names(p).forEach((l, i) => doc.text(l, 50, 113 + 13 * i));
  doc.text(p.policyNumber, 330, 113);
  doc.font('Times-Roman').text('Term', 330, 140);
  doc.font('Times-Bold').text(`${day(p, p.startIso)} to ${day(p, p.endIso)}`, 330, 153);
  doc.font('Times-Roman').text('Location', 50, 150);
  doc.font('Times-Bold');
  p.location.forEach((l, i) => doc.text(l, 50, 163 + 13 * i));
  doc.font('Times-Roman').text('Limits shown in dollars.', 50, 210);
  doc.moveTo(50, 226).lineTo(562, 226).stroke();
  const rows: [string, string][] = [
    ['Personal Property', p.property.replace('$', '')],
    ['Additional Living Expense', p.lossOfUse.replace('$', '')],
    ['Personal Liability Each Occurrence', p.liability.replace('$', '')],
    ['Medical Payments Each Person', p.medical.replace('$', '')],
    ['Deductible', p.deductible.replace('$', '')],
  ];
  rows.forEach(([c, v], i) => doc.text(c, 50, 234 + 15 * i).text(v, 330, 234 + 15 * i));
  if (p.party) {
    doc.font('Times-Roman').text(p.party.role, 50, 326);
    doc.font('Times-Bold');
    p.party.lines.forEach((l, i) => doc.text(l, 50, 339 + 13 * i));
  }
}

/** A bank's insurance agency: form lines with the value above a rule and the caption below it. */
export function belowLabels(doc: Doc, p: PrintedPage): void {
  doc.font('Helvetica-Bold').fontSize(14).text(p.carrier, 50, 45);
  doc.font('Helvetica').fontSize(9).text(p.carrierLines.join(' - '), 50, 64);
  doc.font('Helvetica-Bold').fontSize(11).text('Renters Insurance - Declarations', 50, 90);
  const field = (x: number, y: number, w: number, value: string[], caption: string) => {
    doc.font('Helvetica').fontSize(10);
    value.forEach((v, i) => doc.text(v, x, y + 12 * i, { width: w }));
    const ruleY = y + 12 * value.length + 2;
    doc
      .moveTo(x, ruleY)
      .lineTo(x + w - 10, ruleY)
      .stroke('#888888');
    doc
      .fontSize(7)
      .fill('#555555')
      .text(caption, x, ruleY + 3);
    doc.fill('#000000');
  };
  field(50, 124, 250, names(p), 'Named insured');
  field(320, 124, 240, [p.policyNumber], 'Policy number');
  field(50, 176, 250, p.location, 'Insured residence');
  field(320, 176, 115, [day(p, p.startIso)], 'Effective');
  field(445, 176, 115, [day(p, p.endIso)], 'Expiration');
  field(50, 230, 160, [p.property], 'Personal property');
  field(220, 230, 160, [p.liability], 'Personal liability');
  field(390, 230, 160, [p.medical], 'Medical payments');
  field(50, 270, 160, [p.deductible], 'Deductible');
  field(220, 270, 160, [p.premium], 'Annual premium');
  if (p.party) field(50, 320, 300, p.party.lines, p.party.role);
}
