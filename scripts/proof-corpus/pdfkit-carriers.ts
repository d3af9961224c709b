// Declarations pages drawn with pdfkit in the layouts of carriers' own pages (the carriers' public
// sample pages were studied for layout only; every word and value here is ours).
import { day, names, type Doc } from './pdfkit-doc';
import { printDate, type PrintedPage } from './model';

/** State Farm-like: boxed header, effective/expiration columns, coverage letters C, D, L, M. */
export function sfLetters(doc: Doc, p: PrintedPage): void {
  doc.font('Helvetica-Bold').fontSize(15).text(p.carrier, 50, 40);
  doc.font('Helvetica').fontSize(8).text(p.carrierLines.join('   '), 50, 58);
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text('RENTERS POLICY', 400, 40, { width: 162, align: 'right' });
  doc.text('DECLARATIONS', 400, 54, { width: 162, align: 'right' });
  doc.rect(50, 80, 512, 110).stroke('#333333');
  doc.font('Helvetica-Bold').fontSize(8).text('Named Insured', 58, 88);
  doc.font('Helvetica').fontSize(10);
  [...names(p), ...(p.mailing ?? [])].forEach((l, i) => doc.text(l, 58, 100 + 12 * i));
  doc.font('Helvetica-Bold').fontSize(8).text('Policy Number', 330, 88);
  doc.font('Helvetica').fontSize(10).text(p.policyNumber, 330, 100);
  doc.font('Helvetica-Bold').fontSize(8).text('Policy Period', 330, 122);
  doc.text('Effective Date', 330, 134).text('Expiration Date', 450, 134);
  doc.font('Helvetica').fontSize(10);
  doc.text(day(p, p.startIso), 330, 146).text(day(p, p.endIso), 450, 146);
  doc
    .fontSize(7)
    .text(
      'The policy period begins and ends at 12:01 am standard time at the residence premises.',
      330,
      162,
      { width: 225 },
    );
  doc.font('Helvetica-Bold').fontSize(8).text('Location of Residence Premises', 58, 200);
  doc.font('Helvetica').fontSize(10);
  p.location.forEach((l, i) => doc.text(l, 58, 212 + 12 * i));
  doc.font('Helvetica-Bold').fontSize(10).text('Coverages and Limits', 50, 260);
  doc.moveTo(50, 273).lineTo(562, 273).stroke();
  doc.fontSize(9).text('SECTION I', 50, 280);
  const rows: [string, string, string][] = [
    ['C', 'Personal Property', p.property],
    ['D', 'Loss of Use', p.lossOfUse],
  ];
  doc.font('Helvetica');
  rows.forEach(([l, c, v], i) => {
    doc
      .text(l, 60, 294 + 14 * i)
      .text(c, 80, 294 + 14 * i)
      .text(v, 330, 294 + 14 * i);
  });
  doc.font('Helvetica-Bold').text('SECTION II', 50, 330);
  doc.font('Helvetica');
  doc
    .text('L', 60, 344)
    .text('Personal Liability', 80, 344)
    .text(p.liability, 330, 344)
    .text('Each Occurrence', 420, 344);
  doc
    .text('M', 60, 358)
    .text('Medical Payments to Others', 80, 358)
    .text(p.medical, 330, 358)
    .text('Each Person', 420, 358);
  doc.font('Helvetica-Bold').text('Deductibles - Section I', 50, 384);
  doc.font('Helvetica').text('All losses', 80, 398).text(p.deductible, 330, 398);
  if (p.party) {
    doc.font('Helvetica-Bold').text(p.party.role, 50, 430);
    doc.font('Helvetica');
    p.party.lines.forEach((l, i) => doc.text(l, 80, 444 + 12 * i));
  }
  doc.font('Helvetica-Bold').text('Annual Premium', 330, 430);
  doc.font('Helvetica').text(p.premium, 450, 430);
  doc
    .fontSize(7)
    .text(
      'Form FP-4021 (invented for tests). Your policy consists of this page, the policy booklet and any endorsements.',
      50,
      720,
      { width: 512 },
    );
}

/** An independent agency's page in Courier with dotted leaders between labels and values. */
export function agencyLeaders(doc: Doc, p: PrintedPage): void {
  doc.font('Courier-Bold').fontSize(12).text(p.carrier, 50, 45);
  doc.font('Courier').fontSize(9);
  p.carrierLines.forEach((l, i) => doc.text(l, 50, 62 + 11 * i));
  doc.font('Courier-Bold').fontSize(11).text('HOMEOWNERS 4 - RENTERS DECLARATIONS', 50, 110);
  doc.font('Courier').fontSize(10);
  const width = 34;
  const lead = (label: string, value: string) =>
    `${label} ${'.'.repeat(Math.max(3, width - label.length))} ${value}`;
  const lines: string[] = [
    lead('Policy Number', p.policyNumber),
    lead('Named Insured', names(p).join(' & ')),
    lead('Effective Date', day(p, p.startIso)),
    lead('Expiration Date', day(p, p.endIso)),
    lead('Residence Premises', p.location[0]!),
    `${' '.repeat(width + 2)}${p.location[1]}`,
    '',
    'COVERAGES',
    lead('Personal Property', p.property),
    lead('Loss of Use', p.lossOfUse),
    lead('Personal Liability', `${p.liability} per occurrence`),
    lead('Medical Payments', p.medical),
    lead('Deductible', p.deductible),
    lead('Total Policy Premium', p.premium),
  ];
  lines.forEach((l, i) => doc.text(l, 50, 140 + 14 * i));
  if (p.party) {
    const y = 140 + 14 * lines.length + 20;
    doc.font('Courier-Bold').text(`${p.party.role.toUpperCase()}:`, 50, y);
    doc.font('Courier');
    p.party.lines.forEach((l, i) => doc.text(l, 50, y + 14 * (i + 1)));
  }
}

/** A plain four-column table: the policy facts in one row of four, then the coverages in four. */
export function fourColumn(doc: Doc, p: PrintedPage): void {
  doc.font('Helvetica-Bold').fontSize(14).text(p.carrier, 50, 45);
  doc.font('Helvetica').fontSize(10).text('Renters Insurance Declarations Page', 50, 63);
  const widths = [128, 128, 128, 128];
  const grid = (y: number, rows: string[][], bold = true): number => {
    let top = y;
    rows.forEach((row, r) => {
      const h = 8 + 12 * Math.max(...row.map((v) => v.split('\n').length));
      let x = 50;
      row.forEach((v, i) => {
        doc.rect(x, top, widths[i]!, h).stroke('#666666');
        doc.font(r === 0 && bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
        v.split('\n').forEach((line, k) =>
          doc.text(line, x + 4, top + 5 + 12 * k, { width: widths[i]! - 8 }),
        );
        x += widths[i]!;
      });
      top += h;
    });
    return top;
  };
  let y = grid(95, [
    ['Policy Number', 'Named Insured', 'Effective Date', 'Expiration Date'],
    [p.policyNumber, names(p).join('\n'), day(p, p.startIso), day(p, p.endIso)],
  ]);
  y = grid(y + 16, [
    [
      'Insured Location',
      'Mailing Address',
      p.party ? p.party.role : 'Additional Interest',
      'Agent',
    ],
    [
      p.location.join('\n'),
      (p.mailing ?? p.location).join('\n'),
      p.party ? p.party.lines.join('\n') : 'None',
      'Tri-County Insurance\n(555) 010-4400',
    ],
  ]);
  grid(y + 16, [
    ['Coverage', 'Limit', 'Deductible', 'Premium'],
    ['Personal Property', p.property, p.deductible, '$88.00'],
    ['Loss of Use', p.lossOfUse, 'None', 'Included'],
    ['Personal Liability', p.liability, 'None', '$24.00'],
    ['Medical Payments', p.medical, 'None', 'Included'],
  ]);
}

/** Allstate-like: the policy period in a sentence, "Location of property", limits with deductibles. */
export function prose(doc: Doc, p: PrintedPage): void {
  doc.font('Helvetica-Bold').fontSize(16).text(p.carrier, 50, 45);
  doc.font('Helvetica').fontSize(11).text('Renters Policy Declarations', 50, 66);
  doc.fontSize(9).text(`Policy number: ${p.policyNumber}`, 380, 50);
  doc.text(`Your agent: Dana Whitcomb, (555) 014-2231`, 380, 63);
  doc.font('Helvetica-Bold').fontSize(10).text('Policy period', 50, 100);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(
      `Begins on ${printDate(p.startIso, 'long')} at 12:01 a.m. standard time, with no fixed date of expiration, and ends on ${printDate(p.endIso, 'long')} at 12:01 a.m. standard time unless renewed.`,
      50,
      114,
      { width: 300 },
    );
  doc.font('Helvetica-Bold').text('Named Insured(s)', 380, 100);
  doc.font('Helvetica');
  [...names(p), ...(p.mailing ?? [])].forEach((l, i) => doc.text(l, 380, 114 + 13 * i));
  doc.font('Helvetica-Bold').text('Location of property', 50, 180);
  doc.font('Helvetica');
  p.location.forEach((l, i) => doc.text(l, 50, 194 + 13 * i));
  doc.font('Helvetica-Bold').text('Total premium for the policy period', 380, 180);
  doc.font('Helvetica').text(p.premium, 380, 194);
  doc
    .font('Helvetica-Bold')
    .text('Coverage', 50, 250)
    .text('Limits of liability', 270, 250)
    .text('Applicable deductible(s)', 420, 250);
  doc.moveTo(50, 264).lineTo(562, 264).stroke();
  doc.font('Helvetica');
  const rows: [string, string, string][] = [
    ['Personal Property Protection - Reimbursement Provision', p.property, p.deductible],
    ['Additional Living Expense', 'Up to 12 months not to exceed ' + p.lossOfUse, 'None'],
    ['Family Liability Protection', `${p.liability} each occurrence`, 'None'],
    ['Guest Medical Protection', `${p.medical} each person`, 'None'],
  ];
  rows.forEach(([c, l, d], i) => {
    doc
      .text(c, 50, 272 + 26 * i, { width: 210 })
      .text(l, 270, 272 + 26 * i, { width: 140 })
      .text(d, 420, 272 + 26 * i);
  });
  if (p.party) {
    doc.font('Helvetica-Bold').text(p.party.role, 50, 400);
    doc.font('Helvetica');
    p.party.lines.forEach((l, i) => doc.text(l, 50, 414 + 13 * i));
  }
}

/** GEICO/Assurant-like: boxes with small labels above their values, an Additional Interest box. */
export function boxes(doc: Doc, p: PrintedPage): void {
  doc.rect(50, 40, 512, 36).fill('#0b3d6e');
  doc
    .fill('#ffffff')
    .font('Helvetica-Bold')
    .fontSize(13)
    .text('RENTERS INSURANCE POLICY DECLARATIONS', 60, 52);
  doc.fill('#000000').font('Helvetica').fontSize(8).text(`Underwritten by ${p.carrier}`, 50, 82);
  const box = (x: number, y: number, w: number, h: number, label: string, lines: string[]) => {
    doc.rect(x, y, w, h).stroke('#7a8ca3');
    doc
      .font('Helvetica-Bold')
      .fontSize(7)
      .fill('#3a4a60')
      .text(label.toUpperCase(), x + 5, y + 4);
    doc.fill('#000000').font('Helvetica').fontSize(10);
    lines.forEach((l, i) => doc.text(l, x + 5, y + 15 + 12 * i, { width: w - 10 }));
  };
  box(50, 100, 256, 62, 'Named Insured', [...names(p), ...(p.mailing ?? [])]);
  box(306, 100, 256, 31, 'Policy Number', [p.policyNumber]);
  box(306, 131, 128, 31, 'Policy Effective', [day(p, p.startIso)]);
  box(434, 131, 128, 31, 'Policy Expiration', [day(p, p.endIso)]);
  box(50, 162, 256, 50, 'Insured Location', p.location);
  box(306, 162, 256, 50, 'Producer', ['Assured Partners Direct', '1-800-555-0199']);
  doc.font('Helvetica-Bold').fontSize(10).text('COVERAGE DETAIL', 50, 232);
  const cov: [string, string][] = [
    ['Personal Property', p.property],
    ['Loss of Use', p.lossOfUse],
    ['Personal Liability', p.liability],
    ['Medical Payments to Others', p.medical],
    ['Deductible', p.deductible],
  ];
  cov.forEach(([c, v], i) => {
    doc.rect(50, 248 + 18 * i, 512, 18).stroke('#c0c8d2');
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(c, 56, 253 + 18 * i)
      .text(v, 420, 253 + 18 * i);
  });
  if (p.party) box(50, 360, 512, 64, p.party.role, p.party.lines);
}

/** USAA-like: a cover letter on page 1, the declarations on page 2, all capitals. */
export function packet(doc: Doc, p: PrintedPage): void {
  doc.font('Helvetica-Bold').fontSize(14).text(p.carrier, 50, 50);
  doc.font('Helvetica').fontSize(10).text(p.carrierLines.join('\n'), 50, 70);
  doc.text(names(p)[0]!, 50, 140);
  (p.mailing ?? p.location).forEach((l, i) => doc.text(l, 50, 153 + 13 * i));
  doc.text(`Dear ${p.insured.split(/\s+/)[0]},`, 50, 210);
  doc.text(
    'Thank you for insuring your belongings with us. Your renters policy packet is enclosed. Please look over the declarations on the next page and let us know if anything needs to change.',
    50,
    232,
    { width: 480 },
  );
  doc.addPage();
  doc.font('Helvetica-Bold').fontSize(12).text('RENTERS POLICY DECLARATIONS', 50, 50);
  doc.font('Helvetica').fontSize(9);
  doc.text(`POLICY NUMBER ${p.policyNumber}`, 50, 72);
  doc.text(`POLICY PERIOD  ${day(p, p.startIso)} TO ${day(p, p.endIso)}`, 300, 72);
  doc.text('(12:01 A.M. STANDARD TIME AT THE RESIDENCE PREMISES)', 300, 84);
  doc.font('Helvetica-Bold').text('NAMED INSURED', 50, 110);
  doc.font('Helvetica');
  names(p).forEach((l, i) => doc.text(l, 50, 122 + 12 * i));
  doc.font('Helvetica-Bold').text('RESIDENCE PREMISES', 300, 110);
  doc.font('Helvetica');
  p.location.forEach((l, i) => doc.text(l, 300, 122 + 12 * i));
  doc.font('Helvetica-Bold').text('COVERAGES', 50, 170).text('LIMITS OF LIABILITY', 380, 170);
  doc.font('Helvetica');
  const rows: [string, string][] = [
    ['COVERAGE C - PERSONAL PROPERTY', p.property],
    ['COVERAGE D - LOSS OF USE', p.lossOfUse],
    ['COVERAGE E - PERSONAL LIABILITY', `${p.liability} EACH OCCURRENCE`],
    ['COVERAGE F - MEDICAL PAYMENTS TO OTHERS', `${p.medical} EACH PERSON`],
  ];
  rows.forEach(([c, v], i) => doc.text(c, 50, 186 + 14 * i).text(v, 380, 186 + 14 * i));
  doc.text(`DEDUCTIBLE  ${p.deductible}`, 50, 250);
  if (p.party) {
    doc.font('Helvetica-Bold').text(p.party.role.toUpperCase(), 50, 280);
    doc.font('Helvetica');
    p.party.lines.forEach((l, i) => doc.text(l, 50, 292 + 12 * i));
  }
}

/** Farmers-like: "From/To" period, numbered sections, "E. Personal Liability". */
export function sections(doc: Doc, p: PrintedPage): void {
  doc.font('Times-Bold').fontSize(16).text(p.carrier, 50, 45);
  doc.font('Times-Roman').fontSize(11).text('Renters Declarations', 50, 66);
  doc.fontSize(10);
  doc.text(`Policy Number: ${p.policyNumber}`, 50, 100);
  doc.text(`Policy Period: From: ${day(p, p.startIso)}  To: ${day(p, p.endIso)}`, 50, 114);
  doc.text('12:01 A.M. Standard Time at the residence premises', 50, 128);
  doc.font('Times-Bold').text('Named Insured:', 50, 156);
  doc.font('Times-Roman');
  names(p).forEach((l, i) => doc.text(l, 150, 156 + 13 * i));
  doc.font('Times-Bold').text('Residence Premises:', 50, 190);
  doc.font('Times-Roman').text(p.location.join(', '), 150, 190);
  doc.font('Times-Bold').text('SECTION I - PROPERTY COVERAGES', 50, 222);
  doc.font('Times-Roman');
  doc.text('C. Personal Property', 70, 238).text(p.property, 330, 238);
  doc.text('D. Loss of Use', 70, 252).text(p.lossOfUse, 330, 252);
  doc.font('Times-Bold').text('SECTION II - LIABILITY COVERAGES', 50, 278);
  doc.font('Times-Roman');
  doc.text('E. Personal Liability', 70, 294).text(`${p.liability} each occurrence`, 330, 294);
  doc.text('F. Medical Payments to Others', 70, 308).text(`${p.medical} each person`, 330, 308);
  doc.text(`Section I Deductible: ${p.deductible}`, 50, 334);
  if (p.party) {
    doc.font('Times-Bold').text(`${p.party.role}:`, 50, 364);
    doc.font('Times-Roman');
    p.party.lines.forEach((l, i) => doc.text(l, 150, 364 + 13 * i));
  }
  doc.fontSize(8).text(`Agent: ${p.carrierLines.join(', ')}`, 50, 700);
}

/** Progressive/ASI-like: labels left of values, mailing address apart from the insured location. */
export function leftLabels(doc: Doc, p: PrintedPage): void {
  doc.font('Helvetica-Bold').fontSize(13).text(p.carrier, 50, 45);
  doc.font('Helvetica').fontSize(8).text(p.carrierLines.join(' | '), 50, 62);
  doc.font('Helvetica-Bold').fontSize(11).text('Renters Insurance Declarations Page', 50, 86);
  let y = 116;
  const row = (label: string, lines: string[]) => {
    doc.font('Helvetica').fontSize(9).fill('#444444').text(label, 50, y, { width: 150 });
    doc.fill('#000000').font('Helvetica').fontSize(10);
    lines.forEach((l, i) => doc.text(l, 210, y + 13 * i));
    y += Math.max(1, lines.length) * 13 + 9;
  };
  row('Policy number:', [p.policyNumber]);
  row('Policy effective date:', [`12:01 AM ${day(p, p.startIso)}`]);
  row('Policy expiration date:', [`12:01 AM ${day(p, p.endIso)}`]);
  row('Named insured:', names(p));
  row('Mailing address:', p.mailing ?? p.location);
  row('Insured location:', p.location);
  y += 6;
  doc.font('Helvetica-Bold').fontSize(10).text('Coverages', 50, y).text('Limits', 330, y);
  y += 16;
  row('Personal property', [p.property]);
  row('Loss of use', [p.lossOfUse]);
  row('Personal liability (each occurrence)', [p.liability]);
  row('Medical payments to others', [p.medical]);
  row('All other perils deductible', [p.deductible]);
  if (p.party) {
    y += 6;
    doc.font('Helvetica-Bold').fontSize(10).text('Interested Parties', 50, y);
    y += 16;
    row(`Type: ${p.party.role}`, p.party.lines);
  }
}
