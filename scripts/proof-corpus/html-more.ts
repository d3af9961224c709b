// More declarations pages as HTML: a coverage sidebar, a phone app's narrow export, English and
// Spanish labels, coverages as columns, a renewal certificate with dotted leaders (layouts studied
// on public sample pages; every word and value here is ours).
import { printDate, type PrintedPage } from './model';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const br = (ls: string[]) => ls.map(esc).join('<br>');
const day = (p: PrintedPage, iso: string) => {
  const d = printDate(iso, p.dateStyle);
  return esc(p.caps ? d.toUpperCase() : d);
};
const names = (p: PrintedPage) => (p.coInsured ? [p.insured, p.coInsured] : [p.insured]);

const BASE = `
  @page { size: Letter; margin: 0.6in; }
  body { font-family: 'DejaVu Sans', sans-serif; font-size: 10pt; color: #111; margin: 0; }
  table { border-collapse: collapse; }
`;

/** A GEICO app-style PDF: policy facts on the left, the coverages in a dark sidebar on the right. */
export function sidebar(p: PrintedPage): string {
  const fact = (l: string, v: string) =>
    `<div class="f"><div class="l">${esc(l)}</div><div>${v}</div></div>`;
  const lim = (l: string, v: string) =>
    `<div class="lim"><span>${esc(l)}</span><b>${esc(v)}</b></div>`;
  return `<style>${BASE}
    .wrap { display: grid; grid-template-columns: 1fr 2.6in; gap: 22px; }
    h1 { font-size: 16pt; margin: 0 0 2px; } .sub { color: #555; margin-bottom: 16px; }
    .f { margin-bottom: 12px; } .l { font-size: 8pt; color: #666; text-transform: uppercase; letter-spacing: .05em; }
    .side { background: #1f2a44; color: #fff; padding: 14px; border-radius: 6px; }
    .side h2 { font-size: 11pt; margin: 0 0 10px; } .lim { display: flex; justify-content: space-between; gap: 8px; padding: 6px 0; border-bottom: 1px solid #44506c; }
  </style>
  <div class="wrap"><div>
    <h1>${esc(p.carrier)}</h1><div class="sub">Renters Policy Declarations</div>
    ${fact('Policyholder', br(names(p)))}
    ${fact('Policy number', esc(p.policyNumber))}
    ${fact('Policy term', `${day(p, p.startIso)} - ${day(p, p.endIso)}`)}
    ${fact('Property address', br(p.location))}
    ${p.mailing ? fact('Mailing address', br(p.mailing)) : ''}
    ${p.party ? fact(p.party.role, br(p.party.lines)) : ''}
  </div><div class="side"><h2>Coverages</h2>
    ${lim('Personal Property', p.property)}${lim('Loss of Use', p.lossOfUse)}
    ${lim('Personal Liability', p.liability)}${lim('Medical Payments', p.medical)}
    ${lim('Deductible', p.deductible)}${lim('Premium', p.premium)}
  </div></div>`;
}

/** A phone app's "policy summary" export: one narrow column of cards, labels above values. */
export function narrowCards(p: PrintedPage): string {
  const card = (l: string, v: string) =>
    `<div class="c"><div class="l">${esc(l)}</div><div class="v">${v}</div></div>`;
  return `<style>${BASE}
    .col { width: 3.6in; margin: 0 auto; } h1 { font-size: 15pt; text-align: center; margin: 0; }
    .sub { text-align: center; color: #666; margin-bottom: 14px; font-size: 9pt; }
    .c { border: 1px solid #dde; border-radius: 10px; padding: 8px 12px; margin-bottom: 8px; }
    .l { font-size: 8pt; color: #6a6a80; } .v { font-size: 11pt; }
  </style>
  <div class="col"><h1>${esc(p.carrier)}</h1><div class="sub">Policy summary · Renters</div>
    ${card('Insured', br(names(p)))}
    ${card('Policy', esc(p.policyNumber))}
    ${card('Starts', day(p, p.startIso))}
    ${card('Ends', day(p, p.endIso))}
    ${card('Home', br(p.location))}
    ${card('Belongings', esc(p.property))}
    ${card('Liability', esc(p.liability))}
    ${card('Deductible', esc(p.deductible))}
    ${p.party ? card(p.party.role, br(p.party.lines)) : ''}
  </div>`;
}

/** English labels with Spanish beneath them (pages of carriers writing in Texas or Florida). */
export function bilingual(p: PrintedPage): string {
  const row = (en: string, es: string, v: string) =>
    `<tr><th>${esc(en)}<br><span>${esc(es)}</span></th><td>${v}</td></tr>`;
  return `<style>${BASE}
    h1 { font-size: 15pt; margin: 0; } h2 { font-size: 10pt; font-weight: normal; margin: 0 0 16px; }
    table { width: 100%; margin-bottom: 14px; } th, td { border: 1px solid #aaa; padding: 5px 8px; text-align: left; vertical-align: top; }
    th { width: 40%; background: #f4f4f4; font-size: 9pt; } th span { font-weight: normal; font-style: italic; color: #555; font-size: 8pt; }
  </style>
  <h1>${esc(p.carrier)}</h1><h2>Renters Declarations / Declaraciones de Inquilinos</h2>
  <table>
    ${row('Named Insured', 'Asegurado nombrado', br(names(p)))}
    ${row('Policy Number', 'Número de póliza', esc(p.policyNumber))}
    ${row('Policy Period', 'Período de la póliza', `${day(p, p.startIso)} to ${day(p, p.endIso)}`)}
    ${row('Insured Location', 'Ubicación asegurada', br(p.location))}
    ${row('Personal Property', 'Propiedad personal', esc(p.property))}
    ${row('Personal Liability', 'Responsabilidad civil personal', esc(p.liability))}
    ${row('Medical Payments', 'Pagos médicos', esc(p.medical))}
    ${row('Deductible', 'Deducible', esc(p.deductible))}
    ${p.party ? row(p.party.role, 'Parte interesada', br(p.party.lines)) : ''}
  </table>`;
}

/** Coverages as the columns of one table: names in the header row, the limits below them. */
export function coverageColumns(p: PrintedPage): string {
  return `<style>${BASE}
    h1 { font-size: 15pt; margin: 0 0 2px; color: #0d5c63; } .sub { margin-bottom: 16px; }
    table { width: 100%; margin-bottom: 16px; } th, td { border: 1px solid #7a9; padding: 5px 7px; text-align: left; vertical-align: top; }
    th { background: #e3f1ef; font-size: 8.5pt; }
  </style>
  <h1>${esc(p.carrier)}</h1><div class="sub">Renters Policy Declarations</div>
  <table><tr><th>Named Insured</th><th>Policy Number</th><th>Effective Date</th><th>Expiration Date</th></tr>
    <tr><td>${br(names(p))}</td><td>${esc(p.policyNumber)}</td><td>${day(p, p.startIso)}</td><td>${day(p, p.endIso)}</td></tr></table>
  <table><tr><th>Insured Location</th><th>${esc(p.party?.role ?? 'Interested Party')}</th></tr>
    <tr><td>${br(p.location)}</td><td>${p.party ? br(p.party.lines) : 'None'}</td></tr></table>
  <table><tr><th>Personal Property</th><th>Loss of Use</th><th>Personal Liability</th><th>Medical Payments</th><th>Deductible</th></tr>
    <tr><td>${esc(p.property)}</td><td>${esc(p.lossOfUse)}</td><td>${esc(p.liability)}</td><td>${esc(p.medical)}</td><td>${esc(p.deductible)}</td></tr></table>`;
}

/** A State Farm-like renewal certificate: dotted leaders in HTML, "L - Personal Liability". */
export function renewalLeaders(p: PrintedPage): string {
  const lead = (l: string, v: string) =>
    `<div class="ld"><span>${esc(l)}</span><i></i><span>${v}</span></div>`;
  return `<style>${BASE}
    body { font-family: 'DejaVu Serif', serif; } h1 { font-size: 14pt; margin: 0; } h2 { font-size: 11pt; margin: 0 0 14px; font-weight: normal; }
    .ld { display: flex; align-items: baseline; gap: 4px; margin: 3px 0; } .ld i { flex: 1; border-bottom: 1.5px dotted #333; }
    .two { display: grid; grid-template-columns: 1fr 1fr; gap: 24px; margin-bottom: 14px; } h3 { font-size: 10pt; margin: 12px 0 4px; }
  </style>
  <h1>${esc(p.carrier)}</h1><h2>Renewal Certificate - Renters Policy</h2>
  <div class="two"><div><h3>Named Insured</h3>${br(names(p))}</div><div><h3>Location of Residence Premises</h3>${br(p.location)}</div></div>
  ${lead('Policy Number', esc(p.policyNumber))}
  ${lead('Policy Period', `${day(p, p.startIso)} to ${day(p, p.endIso)}`)}
  <h3>Coverages &amp; Limits</h3>
  ${lead('C - Personal Property', esc(p.property))}
  ${lead('D - Loss of Use', esc(p.lossOfUse))}
  ${lead('L - Personal Liability', esc(p.liability))}
  ${lead('M - Medical Payments to Others', esc(p.medical))}
  ${lead('Deductible - All Losses', esc(p.deductible))}
  ${p.party ? `<h3>${esc(p.party.role)}</h3>${br(p.party.lines)}` : ''}`;
}
