// What the upload wizard sends to support (docs/product.md "Calls"): the property request's
// subject and body, and the contact dialog's topic. Support reads English (docs/i18n.md "Mails":
// mails to support stay English), so these are no catalog's: their own module, with no catalog
// behind it, so the wizard's first script carries none of the tenant's texts for them.

/** docs/product.md "Calls" subject of a property request. */
export const ACCOUNT_NOT_FOUND_SUBJECT = 'Upload Error - Account Not Found';

/** The subject of a message sent from the wizard's 'contact us' (the reason, then this). */
export const UPLOAD_CONTACT_TOPIC = 'Upload wizard';

/** docs/product.md "Calls" subject 'Upload Error - Account Not Found' plus the management company. */
export const accountNotFoundSubject = (managementCompany: string): string =>
  managementCompany.trim() === ''
    ? ACCOUNT_NOT_FOUND_SUBJECT
    : `${ACCOUNT_NOT_FOUND_SUBJECT} - ${managementCompany.trim()}`;

/** docs/product.md "Calls" 'Upload Error - Account Not Found' body: resident name, e-mail and address. */
export const accountNotFoundBody = (p: {
  name: string;
  email: string;
  address: string;
  managementCompanyAddress: string;
}): string =>
  [
    `Resident: ${p.name}`,
    `Email: ${p.email}`,
    `Address: ${p.address}`,
    `Management company address: ${p.managementCompanyAddress || 'not given'}`,
  ].join('\n');
