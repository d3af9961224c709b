// Declarations pages of the fresh held-out set (./cases-fresh.ts) as HTML: layouts studied on
// further public sample pages (Openly, Amica, Root/Hippo, Kin, Sure/Rhino-like certificates, a
// property manager's own resident liability program); every word and value here is ours.
import { printDate, type PrintedPage } from './model';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const br = (ls: string[]) => ls.map(esc).join('<br>');
const day = (p: PrintedPage, iso: string) => {
  const d = printDate(iso, p.dateStyle);
  return esc(p.caps ? d.toUpperCase() : d);
};
const names = (p: PrintedPage) => (p.coInsured ? [p.insured, p.coInsured] : [p.insured]);

const base = (font: string) => `
  @page { size: Letter; margin: 0.6in; }
  body { font-family: ${font}; font-size: 10pt; color: #111; margin: 0; }
  table { border-collapse: collapse; }
`;

/** Openly-like: a dark band, "Label: value" inline in two columns, a coverage table below. */
export function colonInline(p: PrintedPage): string {
  const kv = (l: string, v: string) => `<p><b>${esc(l)}:</b> ${v}</p>`;
  return `<style>${base("'Liberation Sans', sans-serif")}
    .band { background: #0b2545; color: #fff; padding: 12px 16px; display: flex; justify-content: space-between; align-items: flex-end; }
    .band h1 { margin: 0; font-size: 17pt; } .band div { font-size: 8pt; text-align: right; }
    .cols { columns: 2; column-gap: 30px; margin: 16px 0; } p { margin: 0 0 8px; break-inside: avoid; }
    table { width: 100%; } th { text-align: left; border-bottom: 2px solid #0b2545; padding: 5px 4px; font-size: 9pt; }
    td { padding: 6px 4px; border-bottom: 1px solid #ccd; } td.n { text-align: right; }
  </style>
  <div class="band"><h1>${esc(p.carrier)}</h1><div>Homeowners Program - Form HO 00 04<br>${br(p.carrierLines)}</div></div>
  <h2 style="font-size:12pt;margin:14px 0 0">Renters Declarations</h2>
  <div class="cols">
    ${kv('Policy No', esc(p.policyNumber))}
    ${kv('Policy Effective', `${day(p, p.startIso)} 12:01 AM`)}
    ${kv('Policy Expiration', `${day(p, p.endIso)} 12:01 AM`)}
    ${kv('Named Insured(s)', br(names(p)))}
    ${kv('Residence Premises', br(p.location))}
    ${p.mailing ? kv('Mailing Address', br(p.mailing)) : ''}
  </div>
  <table><tr><th>Section</th><th>Coverage</th><th>Limit</th></tr>
    <tr><td>I</td><td>Personal Property (Coverage C)</td><td class="n">${esc(p.property)}</td></tr>
    <tr><td>I</td><td>Loss of Use (Coverage D)</td><td class="n">${esc(p.lossOfUse)}</td></tr>
    <tr><td>II</td><td>Personal Liability (Coverage E) - each occurrence</td><td class="n">${esc(p.liability)}</td></tr>
    <tr><td>II</td><td>Medical Payments (Coverage F) - each person</td><td class="n">${esc(p.medical)}</td></tr></table>
  <p style="margin-top:10px"><b>All Peril Deductible:</b> ${esc(p.deductible)} &nbsp; <b>Annual Premium:</b> ${esc(p.premium)}</p>
  ${p.party ? `<h3 style="font-size:10pt;margin:18px 0 4px">${esc(p.party.role)}</h3><div>${br(p.party.lines)}</div>` : ''}`;
}

/** Amica-like: a serif letterhead, amounts first and the coverage after them, a period line. */
export function amountFirst(p: PrintedPage): string {
  const line = (amount: string, what: string) =>
    `<tr><td class="a">${esc(amount)}</td><td>${esc(what)}</td></tr>`;
  return `<style>${base("'Liberation Serif', serif")}
    h1 { font-size: 18pt; font-weight: normal; letter-spacing: .04em; margin: 0; border-bottom: 1px solid #446; padding-bottom: 6px; }
    .meta { display: grid; grid-template-columns: 1.3in 1fr; gap: 5px 12px; margin: 16px 0; }
    .meta div:nth-child(odd) { color: #445; font-style: italic; }
    td { padding: 4px 10px 4px 0; } td.a { text-align: right; width: 1.6in; font-weight: bold; }
    h2 { font-size: 11pt; margin: 18px 0 6px; font-variant: small-caps; }
  </style>
  <h1>${esc(p.carrier)}</h1><div style="font-size:8pt;margin-top:4px">${esc(p.carrierLines.join(' - '))}</div>
  <h2>Tenant Policy - Declarations</h2>
  <div class="meta">
    <div>Policyholder</div><div>${br(names(p))}</div>
    <div>Policy</div><div>${esc(p.policyNumber)}</div>
    <div>Term</div><div>${day(p, p.startIso)} until ${day(p, p.endIso)}, 12:01 a.m. at the residence</div>
    <div>Residence</div><div>${br(p.location)}</div>
  </div>
  <h2>Your coverages and their limits</h2>
  <table>
    ${line(p.property, 'Personal property, anywhere in the world')}
    ${line(p.lossOfUse, 'Additional living expense')}
    ${line(p.liability, 'Personal liability for each occurrence')}
    ${line(p.medical, 'Medical payments to others for each person')}
    ${line(p.deductible, 'Deductible applying to property losses')}
  </table>
  <p>Annual policy premium ${esc(p.premium)}</p>
  ${p.party ? `<h2>${esc(p.party.role)}</h2><div>${br(p.party.lines)}</div>` : ''}`;
}

/** A property manager's own resident liability program: an enrolment confirmation. */
export function residentProgram(p: PrintedPage): string {
  const row = (l: string, v: string) => `<tr><th>${esc(l)}</th><td>${v}</td></tr>`;
  return `<style>${base("'DejaVu Sans Condensed', 'DejaVu Sans', sans-serif")}
    .logo { font-size: 20pt; font-weight: bold; color: #6b3fa0; } .tag { color: #555; margin-bottom: 14px; }
    .box { border: 2px solid #6b3fa0; border-radius: 8px; padding: 10px 14px; margin-bottom: 14px; }
    .box h2 { margin: 0 0 8px; font-size: 11pt; color: #6b3fa0; }
    th { text-align: left; font-weight: normal; color: #555; width: 2.2in; padding: 3px 0; vertical-align: top; } td { padding: 3px 0; }
  </style>
  <div class="logo">${esc(p.carrier)}</div><div class="tag">Resident Liability Coverage &middot; Enrollment Confirmation</div>
  <div class="box"><h2>Resident</h2><table>
    ${row('Resident name(s)', br(names(p)))}
    ${row('Leased premises', br(p.location))}
    ${row('Certificate #', esc(p.policyNumber))}
    ${row('Enrollment begins', day(p, p.startIso))}
    ${row('Enrollment ends', day(p, p.endIso))}
  </table></div>
  <div class="box"><h2>Coverage provided</h2><table>
    ${row('Legal liability to others, per incident', esc(p.liability))}
    ${row('Contents (optional)', esc(p.property))}
    ${row('Contents deductible', esc(p.deductible))}
    ${row('Monthly charge', esc(p.premium))}
  </table></div>
  ${p.party ? `<div class="box"><h2>${esc(p.party.role)}</h2><div>${br(p.party.lines)}</div></div>` : ''}
  <p style="font-size:8pt;color:#555">Underwritten for the program by ${esc(p.carrierLines.join(', '))}. This confirmation is evidence of coverage only.</p>`;
}

/** Sure/Rhino-like: two wallet-sized cards on a page, the holder's card and the landlord's. */
export function walletCards(p: PrintedPage): string {
  return `<style>${base("'DejaVu Sans', sans-serif")}
    .card { width: 4.6in; border: 1px dashed #777; border-radius: 12px; padding: 12px 16px; margin: 0 auto 26px; }
    .card h2 { margin: 0; font-size: 12pt; color: #00857c; } .card .s { font-size: 8pt; color: #666; margin-bottom: 8px; }
    .g { display: grid; grid-template-columns: 1fr 1fr; gap: 6px 14px; }
    .l { font-size: 7pt; text-transform: uppercase; color: #00857c; letter-spacing: .06em; } .v { font-size: 9.5pt; }
  </style>
  <p style="text-align:center;font-size:9pt">Cut along the dashed lines. Keep one card; give the other to your landlord.</p>
  <div class="card"><h2>${esc(p.carrier)}</h2><div class="s">Renters Insurance ID Card</div>
    <div class="g">
      <div><div class="l">Policyholder</div><div class="v">${br(names(p))}</div></div>
      <div><div class="l">Policy #</div><div class="v">${esc(p.policyNumber)}</div></div>
      <div><div class="l">Effective</div><div class="v">${day(p, p.startIso)}</div></div>
      <div><div class="l">Expires</div><div class="v">${day(p, p.endIso)}</div></div>
      <div><div class="l">Covered residence</div><div class="v">${br(p.location)}</div></div>
      <div><div class="l">Liability limit</div><div class="v">${esc(p.liability)}</div></div>
    </div></div>
  <div class="card"><h2>${esc(p.carrier)}</h2><div class="s">Landlord Notice Card</div>
    <div class="g">
      <div><div class="l">${esc(p.party ? p.party.role : 'Landlord')}</div><div class="v">${p.party ? br(p.party.lines) : 'None listed'}</div></div>
      <div><div class="l">Belongings</div><div class="v">${esc(p.property)}</div>
        <div class="l" style="margin-top:6px">Deductible</div><div class="v">${esc(p.deductible)}</div></div>
    </div></div>
  <p style="text-align:center;font-size:8pt;color:#666">${esc(p.carrierLines.join(' | '))}</p>`;
}

/** Root/Hippo-like: the period in a banner, coverages with limit, deductible and price columns. */
export function bannerCoverage(p: PrintedPage): string {
  return `<style>${base("'Liberation Sans', sans-serif")}
    .top { display: flex; justify-content: space-between; } .top b { font-size: 16pt; }
    .banner { background: #ffe9a8; padding: 10px 14px; margin: 14px 0; font-size: 11pt; }
    .two { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; margin-bottom: 14px; }
    .two h3 { font-size: 9pt; margin: 0 0 3px; color: #666; font-weight: normal; }
    table { width: 100%; } th { background: #222; color: #fff; text-align: left; padding: 5px 6px; font-size: 9pt; }
    td { padding: 6px; border-bottom: 1px solid #ddd; }
  </style>
  <div class="top"><b>${esc(p.carrier)}</b><span>Policy ${esc(p.policyNumber)}</span></div>
  <div class="banner">You're covered ${day(p, p.startIso)} &ndash; ${day(p, p.endIso)}</div>
  <div class="two">
    <div><h3>Who's covered</h3>${br(names(p))}</div>
    <div><h3>Where</h3>${br(p.location)}</div>
    ${p.party ? `<div><h3>${esc(p.party.role)}</h3>${br(p.party.lines)}</div>` : ''}
    <div><h3>Questions</h3>${br(p.carrierLines)}</div>
  </div>
  <table><tr><th>Coverage</th><th>Limit</th><th>Deductible</th><th>Price</th></tr>
    <tr><td>Your belongings</td><td>${esc(p.property)}</td><td>${esc(p.deductible)}</td><td>$9.10/mo</td></tr>
    <tr><td>Temporary housing</td><td>${esc(p.lossOfUse)}</td><td>-</td><td>incl.</td></tr>
    <tr><td>Liability to others</td><td>${esc(p.liability)}</td><td>-</td><td>$1.75/mo</td></tr>
    <tr><td>Guest medical</td><td>${esc(p.medical)}</td><td>-</td><td>incl.</td></tr></table>
  <p>Total for the term: ${esc(p.premium)}</p>`;
}

/** Kin-like: a coverage list with ticked and empty boxes, the term in "from ... to" cells. */
export function checkboxCoverages(p: PrintedPage): string {
  const tick = (on: boolean, what: string, limit: string) =>
    `<tr><td class="b">${on ? '&#9746;' : '&#9744;'}</td><td>${esc(what)}</td><td>${esc(limit)}</td></tr>`;
  return `<style>${base("'DejaVu Serif', serif")}
    h1 { font-size: 14pt; margin: 0; } .s { font-size: 9pt; margin-bottom: 12px; }
    table.f { width: 100%; margin-bottom: 12px; } table.f td { border: 1px solid #555; padding: 4px 6px; vertical-align: top; width: 50%; }
    .c { font-size: 7.5pt; display: block; color: #333; }
    td.b { font-size: 13pt; width: 24px; } table.k td { padding: 3px 8px 3px 0; }
  </style>
  <h1>${esc(p.carrier)}</h1><div class="s">${esc(p.carrierLines.join(', '))} &mdash; HO-4 Contents Broad Form</div>
  <table class="f">
    <tr><td><span class="c">Insured</span>${br(names(p))}</td><td><span class="c">Policy Identifier</span>${esc(p.policyNumber)}</td></tr>
    <tr><td><span class="c">Term from</span>${day(p, p.startIso)}</td><td><span class="c">Term to</span>${day(p, p.endIso)}</td></tr>
    <tr><td><span class="c">Dwelling address</span>${br(p.location)}</td><td><span class="c">${esc(p.party ? p.party.role : 'Interested party')}</span>${p.party ? br(p.party.lines) : 'None'}</td></tr>
  </table>
  <b>Coverages that apply are marked</b>
  <table class="k">
    ${tick(false, 'A  Dwelling', 'Not covered')}
    ${tick(true, 'C  Contents', p.property)}
    ${tick(true, 'D  Additional Living Expense', p.lossOfUse)}
    ${tick(true, 'E  Liability', p.liability)}
    ${tick(true, 'F  Medical Payments', p.medical)}
    ${tick(false, 'Scheduled personal property', 'Not covered')}
  </table>
  <p>Deductible ${esc(p.deductible)}. Premium for the term ${esc(p.premium)}.</p>`;
}
