// Declarations pages as HTML, printed to PDF by Chromium or photographed as scans, each in the
// layout of a kind of carrier's page (layouts studied, every word and value ours).
import { bilingual, coverageColumns, narrowCards, renewalLeaders, sidebar } from './html-more';
import {
  amountFirst,
  bannerCoverage,
  checkboxCoverages,
  colonInline,
  residentProgram,
  walletCards,
} from './html-fresh';
import { printDate, type CorpusCase, type PrintedPage } from './model';

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

/** Lemonade-like: headings in small capitals above values, three columns, a coverage summary. */
function headsAbove(p: PrintedPage): string {
  return `<style>${BASE}
    .top { text-align: center; color: #ff0083; font-size: 9pt; margin-bottom: 6px; }
    h1 { text-align: center; font-size: 15pt; letter-spacing: 0.08em; margin: 0 0 22px; }
    .row { display: grid; grid-template-columns: 1fr 1fr 1fr; gap: 8px 24px; margin-bottom: 20px; }
    .h { font-size: 8pt; font-weight: bold; letter-spacing: 0.08em; color: #555; text-transform: uppercase; }
    table { width: 100%; } th { text-align: left; font-size: 8pt; color: #555; border-bottom: 1px solid #bbb; padding: 6px 0; }
    td { padding: 7px 0; border-bottom: 1px solid #eee; }
  </style>
  <div class="top">${esc(p.carrier)} · ${esc(p.carrierLines.join(' · '))}</div>
  <h1>RENTERS POLICY DECLARATIONS</h1>
  <div class="row"><div class="h">Policy number</div><div class="h">Policy start date</div><div class="h">Policy expires on</div>
    <div>${esc(p.policyNumber)}</div><div>${day(p, p.startIso)} 12:01am</div><div>${day(p, p.endIso)} 12:01am</div></div>
  <div class="row"><div class="h">Name of insured</div><div class="h">Insured property address</div><div class="h">Insured email</div>
    <div>${br(names(p))}</div><div>${br(p.location)}</div><div>${esc(p.insured.split(' ')[0]!.toLowerCase())}@mail.example.com</div></div>
  <div class="h" style="margin:8px 0">Coverage summary</div>
  <table><tr><th>Coverage</th><th>Maximum amount</th><th>Cost</th></tr>
    <tr><td>Personal Property</td><td>${esc(p.property)}</td><td>Included</td></tr>
    <tr><td>Loss Of Use</td><td>${esc(p.lossOfUse)}</td><td>Included</td></tr>
    <tr><td>Personal Liability</td><td>${esc(p.liability)}</td><td>Included</td></tr>
    <tr><td>Medical Payments To Others</td><td>${esc(p.medical)}</td><td>Included</td></tr>
    <tr><td>${esc(p.deductible)} Deductible</td><td></td><td>Included</td></tr>
    <tr><td><b>Total Premium</b></td><td></td><td><b>${esc(p.premium)}</b></td></tr></table>
  ${p.party ? `<div class="h" style="margin:22px 0 6px">${esc(p.party.role)}</div><div>${br(p.party.lines)}</div>` : ''}`;
}

/** Liberty Mutual-like: a ruled table, "Coverage E - Personal Liability - Each Occurrence". */
function ruledTable(p: PrintedPage): string {
  return `<style>${BASE}
    header { display: flex; justify-content: space-between; border-bottom: 2px solid #1a1446; padding-bottom: 8px; margin-bottom: 16px; }
    h1 { font-size: 16pt; margin: 0; color: #1a1446; } h2 { font-size: 11pt; margin: 0; font-weight: normal; }
    table { width: 100%; margin-bottom: 16px; } th, td { border: 1px solid #999; padding: 5px 8px; text-align: left; vertical-align: top; }
    th { background: #ffd000; font-size: 9pt; }
  </style>
  <header><div><h1>${esc(p.carrier)}</h1><h2>Renters Policy Declarations</h2></div><div style="font-size:8pt;text-align:right">${br(p.carrierLines)}</div></header>
  <table><tr><th>Named Insured</th><th>Policy Number</th><th>Policy Period</th></tr>
    <tr><td>${br(names(p))}${p.mailing ? `<br>${br(p.mailing)}` : ''}</td><td>${esc(p.policyNumber)}</td><td>${day(p, p.startIso)} to ${day(p, p.endIso)}<br><small>12:01 a.m. standard time</small></td></tr></table>
  <table><tr><th>Residence Premises</th></tr><tr><td>${br(p.location)}</td></tr></table>
  <table><tr><th>Coverages</th><th>Limits of Liability</th><th>Premium</th></tr>
    <tr><td>Coverage C - Personal Property</td><td>${esc(p.property)}</td><td>$104.00</td></tr>
    <tr><td>Coverage D - Loss of Use</td><td>${esc(p.lossOfUse)}</td><td>Included</td></tr>
    <tr><td>Coverage E - Personal Liability - Each Occurrence</td><td>${esc(p.liability)}</td><td>$21.00</td></tr>
    <tr><td>Coverage F - Medical Payments to Others - Each Person</td><td>${esc(p.medical)}</td><td>Included</td></tr></table>
  <p>Deductible: ${esc(p.deductible)} per occurrence</p>
  ${p.party ? `<table><tr><th>${esc(p.party.role)}</th></tr><tr><td>${br(p.party.lines)}</td></tr></table>` : ''}`;
}

/** Jetty-like: a modern page, big values with small labels below them. */
function labelsBelow(p: PrintedPage): string {
  const tile = (value: string, label: string) =>
    `<div class="tile"><div class="v">${value}</div><div class="l">${esc(label)}</div></div>`;
  return `<style>${BASE}
    h1 { font-size: 20pt; margin: 0; color: #3d2cc9; } .sub { color: #666; margin-bottom: 24px; }
    .tiles { display: grid; grid-template-columns: 1fr 1fr; gap: 18px 36px; }
    .tile { border-top: 3px solid #3d2cc9; padding-top: 6px; }
    .v { font-size: 12pt; } .l { font-size: 8pt; color: #666; margin-top: 3px; }
  </style>
  <h1>${esc(p.carrier)}</h1><div class="sub">Your renters insurance declarations</div>
  <div class="tiles">
    ${tile(br(names(p)), 'Policyholder')}
    ${tile(esc(p.policyNumber), 'Policy number')}
    ${tile(`${day(p, p.startIso)} – ${day(p, p.endIso)}`, 'Coverage period')}
    ${tile(br(p.location), 'Covered address')}
    ${tile(esc(p.property), 'Personal property')}
    ${tile(esc(p.liability), 'Personal liability')}
    ${tile(esc(p.deductible), 'Deductible')}
    ${tile(esc(p.premium), 'Yearly price')}
    ${p.party ? tile(br(p.party.lines), p.party.role) : ''}
  </div>`;
}

/** Nationwide-like: a two-column key/value table, "Personal Liability - Each Occurrence". */
function keyValue(p: PrintedPage): string {
  const row = (k: string, v: string) => `<tr><td class="k">${esc(k)}</td><td>${v}</td></tr>`;
  return `<style>${BASE}
    h1 { font-size: 15pt; margin: 0 0 2px; color: #1c57a5; } h2 { font-size: 10pt; margin: 0 0 18px; font-weight: normal; }
    table { width: 100%; margin-bottom: 14px; } td { padding: 5px 8px; border-bottom: 1px solid #ccd; vertical-align: top; }
    .k { width: 42%; color: #333; font-weight: bold; } .sec { background: #1c57a5; color: #fff; font-weight: bold; padding: 4px 8px; }
  </style>
  <h1>${esc(p.carrier)}</h1><h2>Renters Policy Declarations · ${esc(p.carrierLines.join(', '))}</h2>
  <div class="sec">Policy information</div>
  <table>${row('Policy Number', esc(p.policyNumber))}${row('Policy Period', `${day(p, p.startIso)} to ${day(p, p.endIso)}`)}
    ${row('Named Insured(s)', br(names(p)))}${row('Mailing Address', br(p.mailing ?? p.location))}${row('Location of Residence Premises', br(p.location))}</table>
  <div class="sec">Coverages</div>
  <table>${row('Personal Property', esc(p.property))}${row('Loss of Use', esc(p.lossOfUse))}
    ${row('Personal Liability - Each Occurrence', esc(p.liability))}${row('Medical Payments - Each Person', esc(p.medical))}${row('Deductible', esc(p.deductible))}</table>
  ${p.party ? `<div class="sec">${esc(p.party.role)}</div><table>${row('Name and Address', br(p.party.lines))}</table>` : ''}`;
}

/** TenantSure-like: a certificate of renters insurance with the landlord as additional insured. */
function certificate(p: PrintedPage): string {
  return `<style>${BASE}
    .frame { border: 2px solid #2f6f3e; padding: 18px 22px; }
    h1 { font-size: 16pt; color: #2f6f3e; margin: 0 0 4px; } .muted { color: #555; font-size: 9pt; }
    .two { display: grid; grid-template-columns: 1fr 1fr; gap: 12px 28px; margin: 16px 0; }
    .lbl { font-weight: bold; font-size: 9pt; } ul { margin: 4px 0 0 18px; padding: 0; }
  </style>
  <div class="frame">
  <h1>${esc(p.carrier)}</h1><div class="muted">Renters Insurance Policy Declarations and Certificate</div>
  <div class="two">
    <div><div class="lbl">Insured:</div>${br(names(p))}</div>
    <div><div class="lbl">Policy #:</div>${esc(p.policyNumber)}</div>
    <div><div class="lbl">Rental Address:</div>${br(p.location)}</div>
    <div><div class="lbl">Coverage Term:</div>${day(p, p.startIso)} through ${day(p, p.endIso)}</div>
  </div>
  <div class="lbl">Coverage Limits</div>
  <ul><li>Contents (Personal Property): ${esc(p.property)}</li><li>Additional Living Expenses: ${esc(p.lossOfUse)}</li>
    <li>Personal Liability: ${esc(p.liability)} per occurrence</li><li>Medical Payments: ${esc(p.medical)}</li>
    <li>Deductible: ${esc(p.deductible)}</li></ul>
  ${p.party ? `<div class="two"><div><div class="lbl">${esc(p.party.role)}:</div>${br(p.party.lines)}</div><div class="muted">The party named here will be told if this policy is cancelled or not renewed.</div></div>` : ''}
  </div>`;
}

/** Chubb-like: serif, a letter-like period sentence, "Personal Liability Coverage". */
function serifProse(p: PrintedPage): string {
  return `<style>${BASE}
    body { font-family: 'DejaVu Serif', serif; } h1 { font-size: 18pt; font-weight: normal; letter-spacing: 0.2em; margin: 0; }
    .rule { border-top: 1px solid #000; margin: 10px 0 16px; } .cols { display: grid; grid-template-columns: 1fr 1fr; gap: 20px; }
    p { line-height: 1.45; margin: 0 0 10px; } table { width: 100%; } td { padding: 5px 0; border-bottom: 1px dotted #999; }
    td.r { text-align: right; }
  </style>
  <h1>${esc(p.carrier.toUpperCase())}</h1><div class="rule"></div>
  <div class="cols">
    <div><p><i>Named Insured</i><br>${br(names(p))}</p><p><i>Residence</i><br>${br(p.location)}</p></div>
    <div><p><i>Policy Number</i><br>${esc(p.policyNumber)}</p>
      <p><i>Policy Period</i><br>12:01 a.m. on ${esc(printDate(p.startIso, 'long'))} to 12:01 a.m. on ${esc(printDate(p.endIso, 'long'))}, standard time at the residence.</p></div>
  </div>
  <p style="margin-top:14px"><i>Coverage Summary</i></p>
  <table><tr><td>Contents Coverage</td><td class="r">${esc(p.property)}</td></tr>
    <tr><td>Additional Living Expenses</td><td class="r">${esc(p.lossOfUse)}</td></tr>
    <tr><td>Personal Liability Coverage, each occurrence</td><td class="r">${esc(p.liability)}</td></tr>
    <tr><td>Medical Payments, each person</td><td class="r">${esc(p.medical)}</td></tr>
    <tr><td>Deductible</td><td class="r">${esc(p.deductible)}</td></tr></table>
  ${p.party ? `<p style="margin-top:18px"><i>${esc(p.party.role)}</i><br>${br(p.party.lines)}</p>` : ''}`;
}

/** American Family-like: a grid of labelled cells, "Policy Term" with a dash between dates. */
function gridCells(p: PrintedPage): string {
  const cell = (l: string, v: string, span = 1) =>
    `<div class="c" style="grid-column: span ${span}"><div class="l">${esc(l)}</div>${v}</div>`;
  return `<style>${BASE}
    h1 { font-size: 15pt; margin: 0; color: #c8102e; } .sub { margin-bottom: 14px; }
    .g { display: grid; grid-template-columns: repeat(4, 1fr); border-left: 1px solid #888; border-top: 1px solid #888; }
    .c { border-right: 1px solid #888; border-bottom: 1px solid #888; padding: 5px 7px; min-height: 30px; }
    .l { font-size: 7.5pt; color: #555; }
  </style>
  <h1>${esc(p.carrier)}</h1><div class="sub">Renters Policy Declarations</div>
  <div class="g">
    ${cell('Policy Number', esc(p.policyNumber), 2)}${cell('Policy Term', `${day(p, p.startIso)} - ${day(p, p.endIso)}`, 2)}
    ${cell('Named Insured', br(names(p)), 2)}${cell('Insured Location', br(p.location), 2)}
    ${cell('Personal Property', esc(p.property))}${cell('Loss of Use', esc(p.lossOfUse))}
    ${cell('Personal Liability', esc(p.liability))}${cell('Medical Payments', esc(p.medical))}
    ${cell('Deductible', esc(p.deductible))}${cell('Premium', esc(p.premium))}${cell('Agent', 'K. Alvarado Agency', 2)}
    ${p.party ? cell(p.party.role, br(p.party.lines), 4) : ''}
  </div>`;
}

/** Toggle-like: friendly words, the landlord as "Interested party (your landlord)". */
function friendly(p: PrintedPage): string {
  return `<style>${BASE}
    h1 { font-size: 22pt; margin: 0; } .tag { color: #0a7; margin-bottom: 20px; }
    dl { display: grid; grid-template-columns: 180px 1fr; gap: 10px 16px; } dt { color: #555; } dd { margin: 0; }
  </style>
  <h1>${esc(p.carrier)}</h1><div class="tag">Here's what your renters policy covers.</div>
  <dl>
    <dt>Who's covered</dt><dd>${br(names(p))}</dd>
    <dt>Policy ID</dt><dd>${esc(p.policyNumber)}</dd>
    <dt>Coverage dates</dt><dd>${day(p, p.startIso)} to ${day(p, p.endIso)}</dd>
    <dt>Your place</dt><dd>${br(p.location)}</dd>
    <dt>Your stuff</dt><dd>${esc(p.property)}</dd>
    <dt>Liability coverage</dt><dd>${esc(p.liability)}</dd>
    <dt>Deductible</dt><dd>${esc(p.deductible)}</dd>
    ${p.party ? `<dt>${esc(p.party.role)}</dt><dd>${br(p.party.lines)}</dd>` : ''}
  </dl>`;
}

/** ACORD-like certificate: holder box at the bottom left, insured box at the top. */
function holderBox(p: PrintedPage): string {
  return `<style>${BASE}
    body { font-family: 'DejaVu Sans Condensed', 'DejaVu Sans', sans-serif; font-size: 9pt; }
    h1 { font-size: 13pt; text-align: center; margin: 0 0 8px; }
    table { width: 100%; } td { border: 1px solid #000; padding: 3px 5px; vertical-align: top; }
    .cap { font-size: 6.5pt; display: block; } .bar { background: #ddd; font-weight: bold; }
  </style>
  <h1>CERTIFICATE OF PROPERTY INSURANCE</h1>
  <table>
    <tr><td style="width:50%"><span class="cap">PRODUCER</span>${br(['Redline Insurance Brokers', ...p.carrierLines])}</td>
      <td><span class="cap">INSURER</span>${esc(p.carrier)}</td></tr>
    <tr><td><span class="cap">INSURED</span>${br([...names(p), ...(p.mailing ?? p.location)])}</td>
      <td><span class="cap">POLICY NUMBER</span>${esc(p.policyNumber)}<br><span class="cap">POLICY EFFECTIVE DATE / POLICY EXPIRATION DATE</span>${day(p, p.startIso)} / ${day(p, p.endIso)}</td></tr>
    <tr><td colspan="2" class="bar">LOCATION OF PREMISES</td></tr>
    <tr><td colspan="2">${esc(p.location.join(', '))}</td></tr>
    <tr><td colspan="2" class="bar">COVERAGES</td></tr>
  </table>
  <table>
    <tr><td>TYPE OF INSURANCE</td><td>LIMITS</td></tr>
    <tr><td>Tenant personal property</td><td>${esc(p.property)}</td></tr>
    <tr><td>Personal liability - each occurrence</td><td>${esc(p.liability)}</td></tr>
    <tr><td>Medical payments - each person</td><td>${esc(p.medical)}</td></tr>
  </table>
  <table style="margin-top:10px">
    <tr><td style="width:50%;height:90px"><span class="cap">${esc((p.party?.role ?? 'Certificate holder').toUpperCase())}</span>${p.party ? br(p.party.lines) : ''}</td>
      <td><span class="cap">CANCELLATION</span>Should the policy be cancelled before its expiration date, notice will be delivered as the policy provides.</td></tr>
  </table>`;
}

/** A cover letter, then the declarations on page 2 with effective and expiration columns. */
function letterThenDecs(p: PrintedPage): string {
  return `<style>${BASE}
    .page { page-break-after: always; } p { line-height: 1.5; max-width: 6.4in; }
    h1 { font-size: 14pt; margin: 0 0 12px; } table { width: 100%; margin-bottom: 14px; }
    th, td { border: 1px solid #666; padding: 5px 7px; text-align: left; vertical-align: top; } th { background: #f0f0f0; font-size: 8.5pt; }
  </style>
  <div class="page"><p><b>${esc(p.carrier)}</b><br>${br(p.carrierLines)}</p>
    <p>${br([...names(p), ...(p.mailing ?? p.location)])}</p>
    <p>Welcome, and thank you for choosing us to protect your home and belongings. Your declarations page is on the following page; please keep it with your records and share it with your property manager if they ask for proof of insurance.</p>
    <p>Sincerely,<br>Customer Care</p></div>
  <div><h1>Declarations Page</h1>
    <table><tr><th>Policy Number</th><th>Effective</th><th>Expiration</th><th>Form</th></tr>
      <tr><td>${esc(p.policyNumber)}</td><td>${day(p, p.startIso)}</td><td>${day(p, p.endIso)}</td><td>HO-4</td></tr></table>
    <table><tr><th>Named Insured</th><th>Insured Location</th></tr><tr><td>${br(names(p))}</td><td>${br(p.location)}</td></tr></table>
    <table><tr><th>Coverage</th><th>Limit</th><th>Deductible</th><th>Premium</th></tr>
      <tr><td>Personal Property</td><td>${esc(p.property)}</td><td>${esc(p.deductible)}</td><td>$91.00</td></tr>
      <tr><td>Loss of Use</td><td>${esc(p.lossOfUse)}</td><td>-</td><td>Incl.</td></tr>
      <tr><td>Personal Liability</td><td>${esc(p.liability)}</td><td>-</td><td>$19.00</td></tr>
      <tr><td>Medical Payments</td><td>${esc(p.medical)}</td><td>-</td><td>Incl.</td></tr></table>
    ${p.party ? `<table><tr><th>${esc(p.party.role)}</th></tr><tr><td>${br(p.party.lines)}</td></tr></table>` : ''}
  </div>`;
}

export const HTML_LAYOUTS: Record<string, (p: PrintedPage) => string> = {
  'heads-above': headsAbove,
  'ruled-table': ruledTable,
  'labels-below': labelsBelow,
  'key-value': keyValue,
  certificate,
  'serif-prose': serifProse,
  'grid-cells': gridCells,
  friendly,
  'holder-box': holderBox,
  'letter-then-decs': letterThenDecs,
  sidebar,
  'narrow-cards': narrowCards,
  bilingual,
  'coverage-columns': coverageColumns,
  'renewal-leaders': renewalLeaders,
  // The fresh held-out set (./cases-fresh.ts).
  'colon-inline': colonInline,
  'amount-first': amountFirst,
  'resident-program': residentProgram,
  'wallet-cards': walletCards,
  'banner-coverage': bannerCoverage,
  'checkbox-coverages': checkboxCoverages,
};

export function htmlPage(c: CorpusCase): string {
  const draw = HTML_LAYOUTS[c.layout];
  if (!draw) throw new Error(`No HTML layout ${c.layout}`);
  return `<!doctype html><html><head><meta charset="utf-8"></head><body>${draw(c.page)}</body></html>`;
}
