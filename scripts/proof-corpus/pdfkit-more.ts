// More declarations pages drawn with pdfkit: a certifying letter, a landscape page of panels, label
// and value pairs side by side, right-aligned labels, amounts in words (layouts studied on public
// sample pages; every word and value here is ours).
import { day, names, type Doc } from './pdfkit-doc';
import { printDate, type PrintedPage } from './model';

const WORDS: Record<number, string> = {
  50_000: 'Fifty Thousand',
  100_000: 'One Hundred Thousand',
  200_000: 'Two Hundred Thousand',
  300_000: 'Three Hundred Thousand',
  500_000: 'Five Hundred Thousand',
  1_000_000: 'One Million',
};
function inWords(printed: string): string {
  const digits = Number(printed.replace(/\.\d\d$/, '').replace(/[^0-9.]/g, ''));
  const scale = /K$/i.test(printed) ? 1_000 : /M$/.test(printed) ? 1_000_000 : 1;
  return WORDS[Math.round(digits * scale)] ?? '';
}

/** An agency's letter certifying the policy in prose, the interested party named in a sentence. */
export function certifyLetter(doc: Doc, p: PrintedPage): void {
  doc.font('Times-Bold').fontSize(14).text(p.carrier, 72, 60);
  doc.font('Times-Roman').fontSize(10);
  p.carrierLines.forEach((l, i) => doc.text(l, 72, 78 + 12 * i));
  doc.fontSize(11).text(printDate(p.startIso, 'long'), 72, 140);
  doc.font('Times-Bold').text('RE: Evidence of Renters Insurance', 72, 170);
  doc.font('Times-Roman');
  const party = p.party;
  const body = [
    `This letter certifies that ${names(p).join(' and ')} ${p.coInsured ? 'are' : 'is'} insured under renters policy number ${p.policyNumber}, written by ${p.carrier}, for the policy period from ${printDate(p.startIso, 'long')} through ${printDate(p.endIso, 'long')}, beginning and ending at 12:01 a.m. standard time.`,
    `The policy insures the tenant's personal property at ${p.location.join(', ')}, up to ${p.property}, and provides personal liability coverage of ${p.liability} per occurrence and medical payments to others of ${p.medical} per person.`,
    party
      ? `${party.lines[0]}, ${party.lines.slice(1).join(', ')}, is listed on this policy as ${/^[aeiou]/i.test(party.role) ? 'an' : 'a'} ${party.role.toLowerCase()} and will be notified if the policy is cancelled.`
      : 'No additional interest is listed on this policy.',
    'This letter is issued as a matter of information only and confers no rights upon its holder.',
  ];
  let y = 200;
  for (const para of body) {
    doc.text(para, 72, y, { width: 468, lineGap: 2 });
    y = doc.y + 12;
  }
  doc.text('Sincerely,', 72, y + 10).text('Account Services', 72, y + 40);
}

/** A landscape page of three panels: the policy, its coverages, the interested party. */
export function landscapePanels(doc: Doc, p: PrintedPage): void {
  const panel = (x: number, title: string) => {
    doc.rect(x, 110, 230, 420).stroke('#9aa7b5');
    doc.rect(x, 110, 230, 22).fill('#2c4a6b');
    doc
      .fill('#ffffff')
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(title, x + 8, 116);
    doc.fill('#000000');
  };
  doc.font('Helvetica-Bold').fontSize(16).text(p.carrier, 40, 40);
  doc.font('Helvetica').fontSize(10).text('Renters Insurance | Policy Declarations', 40, 62);
  doc.text(p.carrierLines.join(' | '), 40, 76);
  panel(40, 'Your policy');
  panel(281, 'Your coverage');
  panel(522, 'Others on this policy');
  let y = 142;
  const item = (x: number, label: string, lines: string[]) => {
    doc
      .font('Helvetica-Bold')
      .fontSize(8)
      .fill('#44546a')
      .text(label, x + 8, y);
    doc.fill('#000000').font('Helvetica').fontSize(10);
    lines.forEach((l, i) => doc.text(l, x + 8, y + 11 + 12 * i, { width: 214 }));
    y += 20 + 12 * lines.length;
  };
  item(40, 'Named insured', names(p));
  item(40, 'Policy number', [p.policyNumber]);
  item(40, 'Policy begins', [day(p, p.startIso)]);
  item(40, 'Policy ends', [day(p, p.endIso)]);
  item(40, 'Insured location', p.location);
  y = 142;
  item(281, 'Personal property', [p.property]);
  item(281, 'Loss of use', [p.lossOfUse]);
  item(281, 'Personal liability, each occurrence', [p.liability]);
  item(281, 'Medical payments, each person', [p.medical]);
  item(281, 'Deductible', [p.deductible]);
  item(281, 'Annual premium', [p.premium]);
  y = 142;
  if (p.party) item(522, p.party.role, p.party.lines);
  else item(522, 'Interested party', ['None listed']);
  item(522, 'Agent', ['Harbor & Main Insurance', '(555) 013-7788']);
}

/** Two label and value pairs on each row of a ruled grid; coverage letters with dashes. */
export function pairsGrid(doc: Doc, p: PrintedPage): void {
  doc.font('Helvetica-Bold').fontSize(13).text(p.carrier, 50, 44);
  doc.font('Helvetica').fontSize(9).text('RENTERS POLICY DECLARATIONS', 50, 62);
  const rowPair = (y: number, a: [string, string[]], b: [string, string[]]): number => {
    const h = 8 + 12 * Math.max(a[1].length, b[1].length);
    const cols: [number, number, string, string[]][] = [
      [50, 100, a[0], a[1]],
      [150, 156, '', []],
      [306, 100, b[0], b[1]],
      [406, 156, '', []],
    ];
    doc.rect(50, y, 100, h).fill('#eeeeee').fill('#000000');
    doc.rect(306, y, 100, h).fill('#eeeeee').fill('#000000');
    for (const [x, w] of cols) doc.rect(x, y, w, h).stroke('#777777');
    doc
      .font('Helvetica-Bold')
      .fontSize(8.5)
      .text(a[0], 54, y + 5, { width: 92 });
    doc.font('Helvetica').fontSize(9.5);
    a[1].forEach((l, i) => doc.text(l, 154, y + 5 + 12 * i, { width: 150 }));
    doc
      .font('Helvetica-Bold')
      .fontSize(8.5)
      .text(b[0], 310, y + 5, { width: 92 });
    doc.font('Helvetica').fontSize(9.5);
    b[1].forEach((l, i) => doc.text(l, 410, y + 5 + 12 * i, { width: 150 }));
    return y + h;
  };
  let y = rowPair(90, ['Policy No.', [p.policyNumber]], ['Named Insured', names(p)]);
  y = rowPair(y, ['Effective', [day(p, p.startIso)]], ['Expiration', [day(p, p.endIso)]]);
  y = rowPair(y, ['Residence', p.location], ['Mailing', p.mailing ?? p.location]);
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text('Coverages', 50, y + 20);
  const cov: [string, string][] = [
    ['C - Personal Property', p.property],
    ['D - Loss of Use', p.lossOfUse],
    ['L - Personal Liability', p.liability],
    ['M - Medical Payments to Others', p.medical],
  ];
  cov.forEach(([c, v], i) => {
    doc
      .font('Helvetica')
      .fontSize(9.5)
      .text(c, 60, y + 38 + 14 * i)
      .text(v, 306, y + 38 + 14 * i);
  });
  y += 38 + 14 * cov.length + 20;
  if (p.party) {
    doc.font('Helvetica-Bold').fontSize(10).text(p.party.role, 50, y);
    doc.font('Helvetica').fontSize(9.5);
    p.party.lines.forEach((l, i) => doc.text(l, 60, y + 16 + 12 * i));
  }
}

/** Labels right-aligned against their values (a leasing-office program's page). */
export function rightAligned(doc: Doc, p: PrintedPage): void {
  doc.font('Helvetica-Bold').fontSize(14).text(p.carrier, 50, 46, { width: 512, align: 'center' });
  doc
    .font('Helvetica')
    .fontSize(10)
    .text('Renters Insurance Program - Certificate of Coverage', 50, 66, {
      width: 512,
      align: 'center',
    });
  let y = 110;
  const row = (label: string, lines: string[]) => {
    doc
      .font('Helvetica-Bold')
      .fontSize(9.5)
      .text(`${label}:`, 50, y, { width: 170, align: 'right' });
    doc.font('Helvetica').fontSize(10);
    lines.forEach((l, i) => doc.text(l, 232, y + 12 * i));
    y += Math.max(1, lines.length) * 12 + 8;
  };
  row('Resident(s)', names(p));
  row('Certificate / Policy #', [p.policyNumber]);
  row('Effective', [`12:01 AM ${day(p, p.startIso)}`]);
  row('Expires', [`12:01 AM ${day(p, p.endIso)}`]);
  row('Covered Unit', p.location);
  y += 8;
  row('Contents Limit', [p.property]);
  row('Liability Limit (per occurrence)', [p.liability]);
  row('Medical Payments', [p.medical]);
  row('Deductible', [p.deductible]);
  y += 8;
  if (p.party) row(p.party.role, p.party.lines);
}

/** Limits spelled out in words with the figure after them, as some renewal summaries print. */
export function wordsSummary(doc: Doc, p: PrintedPage): void {
  doc.font('Times-Bold').fontSize(16).text(p.carrier, 60, 50);
  doc.font('Times-Roman').fontSize(11).text('Summary of Your Renters Coverage', 60, 72);
  doc.fontSize(10.5);
  const lines = [
    `Policyholder: ${names(p).join(', ')}`,
    `Policy: ${p.policyNumber}`,
    `In force: ${day(p, p.startIso)} to ${day(p, p.endIso)}`,
    `Premises: ${p.location.join(', ')}`,
  ];
  lines.forEach((l, i) => doc.text(l, 60, 110 + 16 * i));
  doc.font('Times-Bold').text('What we will pay', 60, 190);
  doc.font('Times-Roman');
  const amounts: [string, string][] = [
    ['Your belongings', p.property],
    ['Your liability to others, each occurrence', p.liability],
    ['Medical payments to others', p.medical],
  ];
  amounts.forEach(([what, amount], i) => {
    const words = inWords(amount);
    doc.text(`${what}: ${words ? `${words} Dollars (${amount})` : amount}`, 60, 208 + 16 * i);
  });
  doc.text(`You pay the first ${p.deductible} of a property claim.`, 60, 266);
  if (p.party) {
    doc.font('Times-Bold').text(`${p.party.role}:`, 60, 300);
    doc.font('Times-Roman');
    p.party.lines.forEach((l, i) => doc.text(l, 60, 316 + 14 * i));
  }
}
