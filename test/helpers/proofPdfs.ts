/**
 * PDFs a tenant might upload as proof of insurance, written by pdfkit: a plain
 * declarations page, and the ones the intake must refuse (encrypted, with an attached file, with
 * JavaScript appended as an incremental update, truncated, damaged). The product never writes PDF
 * bytes by hand; these tests append raw objects only to build the hostile files.
 */
import PDFDocument from 'pdfkit';

type PdfOptions = ConstructorParameters<typeof PDFDocument>[0];

/** A one-page PDF with these lines (Helvetica), made with pdfkit's options (passwords...). */
export function proofPdf(
  lines: readonly string[],
  options: PdfOptions = {},
  extra?: (doc: InstanceType<typeof PDFDocument>) => void,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', ...options });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica').fontSize(12);
    for (const line of lines) doc.text(line);
    extra?.(doc);
    doc.end();
  });
}

/** The declarations page of a policy naming this interested party and mailing address. */
export function declarationsPage(input: {
  insured: string;
  policyNumber: string;
  interestedParty: string;
  mailingAddress: string;
  location?: string;
  /** As printed; by default the tests' typed dates (2026-09-01 to 2027-09-01). */
  period?: string;
}): Promise<Buffer> {
  return proofPdf([
    'Renters Insurance Declarations',
    `Named insured: ${input.insured}`,
    `Policy number: ${input.policyNumber}`,
    `Policy period: ${input.period ?? '09/01/2026 to 09/01/2027'}`,
    ...(input.location ? [`Insured location: ${input.location}`] : []),
    'Personal liability: $300,000',
    'Interested party:',
    input.interestedParty,
    ...input.mailingAddress.split('\n'),
  ]);
}

/**
 * Nia Reed's declarations page naming another company as interested party: the upload wizard's
 * 'Interested Party Error' case (the browser tests upload it anyway).
 */
export const wrongPartyPage = () =>
  declarationsPage({
    insured: 'Nia Reed',
    policyNumber: 'AM-5521',
    interestedParty: 'Someone Else Realty',
    mailingAddress: '1 Main St\nChicago, IL 60601',
    period: '12/01/2026 to 12/01/2027',
  });

export const encryptedPdf = () => proofPdf(['Declarations'], { userPassword: 'secret' });
/** Encrypted with only an owner password: pdf.js opens it, the intake still refuses it. */
export const ownerLockedPdf = () =>
  proofPdf(['Declarations'], { ownerPassword: 'owner', permissions: { modifying: false } });
export const attachmentPdf = () =>
  proofPdf(['Declarations'], {}, (doc) => {
    doc.file(Buffer.from('hello'), { name: 'note.txt', type: 'text/plain' });
  });

/**
 * Appends an incremental update that makes `pdf` run JavaScript when opened: a JavaScript action
 * and a new catalog whose /OpenAction points at it. `name` spells the /JS key (e.g. '/J#53').
 */
export function withOpenActionScript(pdf: Buffer, jsKey = '/JS'): Buffer {
  const text = pdf.toString('latin1');
  const root = /\/Root (\d+) 0 R/.exec(text)!;
  const size = Number(/\/Size (\d+)/.exec(text)![1]);
  const pages = new RegExp(`(?:^|\\n)${root[1]} 0 obj\\s*<<[^]*?/Pages (\\d+) 0 R`).exec(text)!;
  const prev = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)![1]);
  const actionAt = pdf.length + 1;
  const action = `\n${size} 0 obj\n<< /S /JavaScript ${jsKey} (app.alert\\(1\\)) >>\nendobj\n`;
  const catalogAt = actionAt - 1 + action.length;
  const catalog = `${root[1]} 0 obj\n<< /Type /Catalog /Pages ${pages[1]} 0 R /OpenAction ${size} 0 R >>\nendobj\n`;
  const xrefAt = catalogAt + catalog.length;
  const entry = (at: number) => `${String(at).padStart(10, '0')} 00000 n \n`;
  const xref =
    `xref\n0 1\n0000000000 65535 f \n${root[1]} 1\n${entry(catalogAt)}${size} 1\n${entry(actionAt)}` +
    `trailer\n<< /Size ${size + 1} /Root ${root[1]} 0 R /Prev ${prev} >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.concat([pdf, Buffer.from(action + catalog + xref, 'latin1')]);
}

/** Cut short: the trailer and %%EOF are gone. */
export const truncated = (pdf: Buffer) => pdf.subarray(0, Math.floor(pdf.length / 2));

/** A header and a trailer around bytes that are no PDF structure at all. */
export const damagedPdf = () =>
  Buffer.from('%PDF-1.7\n' + 'x'.repeat(2000) + '\nstartxref\n9\n%%EOF\n', 'latin1');

/** The data URL the wizard sends. */
export const dataUrl = (pdf: Buffer) => `data:application/pdf;base64,${pdf.toString('base64')}`;

/** The policy form of every upload (docs/product.md "Records") with this PDF: Riley Chen's Lemonade policy. */
export const policyForm = (pdf: Buffer) => ({
  selectedFile: dataUrl(pdf),
  selectedFileName: 'declarations.pdf',
  startDate: '2026-09-01',
  endDate: '2027-09-01',
  carrierName: 'Lemonade',
  policyNumber: 'LEM-7781',
  liabilityCoverage: 300000,
});

/** The upload wizard's fields for a new tenant (Riley Chen, a new lease at a Lakeshore address). */
export const newTenantFields = {
  tenantEmail: 'riley.chen@example.com',
  leaseId: null,
  firstName: 'Riley',
  lastName: 'Chen',
  address: '900 Unknown Ave',
  unit: '2',
  city: 'Madison',
  state: 'WI',
  zip_code: '53703',
  propertyManager: 'Lakeshore Property Management',
  newPassword: 'riley-secret',
};
