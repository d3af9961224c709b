// TEMPORARY (issue 13): a stand-in for the verification module another developer is writing
// (reading the PDF's text layer or OCR of its page images, then every field check of
// docs/verification.md). It keeps the exact `VerifyProof` contract of ./types so the upload
// endpoints are built and tested against it; at merge this file is replaced by theirs.
//
// What it does meanwhile: pdf.js (unpdf) extracts the text layer, and the interested party is
// found by a case-insensitive search (whitespace collapsed). That is the one check that fails
// when absent; the others only say whether the typed value appears on the page.
import { extractText, getDocumentProxy } from 'unpdf';
import type { ProofCheck, ProofExpectations, VerifyProof } from './types';

const flat = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

async function pageText(pdf: Buffer): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(pdf), {
    verbosity: 0,
    isEvalSupported: false,
    disableFontFace: true,
  });
  try {
    const { text } = await extractText(doc, { mergePages: true });
    return flat(text);
  } finally {
    await doc.destroy();
  }
}

function presence(
  field: ProofCheck['field'],
  text: string,
  expected: string | null,
  what: string,
): ProofCheck {
  if (!expected) {
    return {
      field,
      verdict: 'unknown',
      found: null,
      expected: null,
      reason: `No ${what} to check.`,
    };
  }
  const found = text.includes(flat(expected));
  return {
    field,
    verdict: found ? 'pass' : 'unknown',
    found: found ? expected : null,
    expected,
    reason: found ? `The ${what} appears on the page.` : `The ${what} was not found on the page.`,
  };
}

export const verifyProof: VerifyProof = async (pdf: Buffer, expected: ProofExpectations) => {
  const text = await pageText(pdf);
  if (!text) {
    return {
      is_valid: false,
      readBy: 'none',
      checks: [
        {
          field: 'interestedParty',
          verdict: 'fail',
          found: null,
          expected: expected.interestedParties[0] ?? null,
          reason: 'No text could be read from this PDF.',
        },
      ],
    };
  }
  const party = expected.interestedParties.find((p) => p.trim() && text.includes(flat(p)));
  const interestedParty: ProofCheck = {
    field: 'interestedParty',
    verdict: party ? 'pass' : 'fail',
    found: party ?? null,
    expected: expected.interestedParties.join(' or ') || null,
    reason: party
      ? 'Your management company is listed as interested party.'
      : 'Your management company is not listed as interested party.',
  };
  // The first line of a mailing address (the street or PO box) is what a page reliably repeats.
  const firstLines = expected.interestedPartyAddresses.map((a) => a.split('\n')[0]!.trim());
  const address = firstLines.find((line) => line && text.includes(flat(line)));
  const checks: ProofCheck[] = [
    interestedParty,
    {
      ...presence(
        'interestedPartyAddress',
        text,
        address ?? firstLines[0] ?? null,
        'mailing address',
      ),
    },
    presence('namedInsured', text, expected.insuredName, 'named insured'),
    presence('policyNumber', text, expected.policyNumber, 'policy number'),
    presence('insuredLocation', text, expected.location?.address ?? null, 'insured address'),
  ];
  return { is_valid: !checks.some((c) => c.verdict === 'fail'), readBy: 'text', checks };
};
