// Whether a move changes anything: a move to the address the policy already
// insures records nothing and mails no one, however often it is sent.

/** An insured address as a policy row holds it (unit optional). */
export interface InsuredAddressFields {
  insuredAddress: string;
  insuredUnit?: string | null;
  insuredCity: string;
  insuredState: string;
  insuredZip: string;
}

const norm = (value: string | null | undefined) =>
  (value ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

/** The same street, unit, city, state and 5-digit zip, whatever the case and spacing. */
export function sameInsuredAddress(a: InsuredAddressFields, b: InsuredAddressFields): boolean {
  return (
    norm(a.insuredAddress) === norm(b.insuredAddress) &&
    norm(a.insuredUnit) === norm(b.insuredUnit) &&
    norm(a.insuredCity) === norm(b.insuredCity) &&
    norm(a.insuredState) === norm(b.insuredState) &&
    norm(a.insuredZip).slice(0, 5) === norm(b.insuredZip).slice(0, 5)
  );
}
