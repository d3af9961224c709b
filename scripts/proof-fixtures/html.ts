// Declarations pages as HTML, printed to PDF by Chromium or photographed as a scan.
import type { FixtureCase, PrintedPage } from './cases';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const lines = (ls: string[]) => ls.map(esc).join('<br>');

const BASE_CSS = `
  @page { size: Letter; margin: 0.6in; }
  body { font-family: 'DejaVu Sans', sans-serif; font-size: 10.5pt; color: #111; margin: 0; }
  h1 { font-size: 17pt; margin: 0 0 4px; } h2 { font-size: 12pt; margin: 0 0 18px; font-weight: normal; }
`;

function cards(p: PrintedPage): string {
  const card = (label: string, value: string) =>
    `<div class="card"><div class="label">${esc(label)}</div><div class="value">${value}</div></div>`;
  return `<style>${BASE_CSS}
    .grid { display: grid; grid-template-columns: 1fr 1fr; gap: 14px 40px; }
    .card { border: 1px solid #c9d3e0; border-radius: 8px; padding: 10px 14px; }
    .label { font-size: 8.5pt; text-transform: uppercase; letter-spacing: 0.06em; color: #4a5a70; margin-bottom: 4px; }
    .value { font-size: 11pt; }
    header { border-bottom: 3px solid #ff0083; margin-bottom: 18px; padding-bottom: 8px; }
  </style>
  <header><h1>${esc(p.carrier)}</h1><h2>Renters insurance declarations</h2></header>
  <div class="grid">
    ${card('Named insured', esc(p.insured))}
    ${card('Policy number', esc(p.policyNumber))}
    ${card('Policy period', `${esc(p.start)} to ${esc(p.end)}`)}
    ${card('Insured location', lines(p.location))}
    ${card('Personal liability', esc(p.liability))}
    ${card('Personal property', '$25,000')}
    ${p.party ? card('Interested party', lines(p.party)) : ''}
    ${card('Deductible', '$500')}
  </div>
  <p style="font-size:8pt;margin-top:24px">Premium $12.40 per month. Questions? help@example.test</p>`;
}

function table(p: PrintedPage): string {
  const row = (label: string, value: string) => `<tr><th>${esc(label)}</th><td>${value}</td></tr>`;
  return `<style>${BASE_CSS}
    table { border-collapse: collapse; width: 100%; margin-bottom: 18px; }
    th, td { border: 1px solid #777; padding: 6px 10px; text-align: left; vertical-align: top; }
    th { width: 38%; background: #eee; }
  </style>
  <h1>${esc(p.carrier)}</h1><h2>Renters Policy - Declarations</h2>
  <table>
    ${row('Named Insured', esc(p.insured))}
    ${row('Policy Number', esc(p.policyNumber))}
    ${row('Policy Period', `${esc(p.start)} &ndash; ${esc(p.end)}`)}
    ${row('Insured Location', lines(p.location))}
  </table>
  <table>
    ${row('Personal Liability Limit', esc(p.liability))}
    ${row('Medical Payments', '$1,000')}
    ${row('Personal Property', '$30,000')}
  </table>
  ${p.party ? `<table>${row('Interested Party / Additional Interest', lines(p.party))}</table>` : ''}`;
}

function evidence(p: PrintedPage): string {
  return `<style>${BASE_CSS} p { line-height: 1.5; max-width: 6.5in; } .block { margin: 0 0 14px 0; }</style>
  <h1>${esc(p.carrier)}</h1><h2>Evidence of Insurance</h2>
  <p>This letter confirms that the renters policy described below is in force.</p>
  <p class="block">Named insured: ${esc(p.insured)}</p>
  <p class="block">Policy number ${esc(p.policyNumber)} is in force from ${esc(p.start)} until ${esc(p.end)}.</p>
  <p class="block">Residence premises: ${esc(p.location.join(', '))}</p>
  <p class="block">Personal liability limit: ${esc(p.liability)} per occurrence</p>
  ${p.party ? `<p class="block">Interested party:<br>${lines(p.party)}</p>` : ''}
  <p>Should the policy be cancelled, the interested party will be notified.</p>`;
}

export function htmlPage(c: FixtureCase): string {
  const body = { 'html-cards': cards, 'html-table': table, 'html-evidence': evidence }[
    c.layout as 'html-cards'
  ](c.page);
  return `<!doctype html><html><head><meta charset="utf-8"></head><body>${body}</body></html>`;
}
