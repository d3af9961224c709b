// The mails to the support mailbox (docs/product.md "Dashboard" Send a Message, "Second-policy
// page" second-policy page, "Upload wizard" 'contact us' and 'Can't find your address?',
// docs/product.md "Who may do what" adding a person to a policy). Every header is one line: names,
// subjects and e-mails come from visitors.
import { accountNotFoundSubject } from '../../domain/messages';
import type { MailMessage } from '../adapters/mail';
import type { Body } from '../handlers/types';

/** One line of a mail header: no line breaks, inner whitespace collapsed. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const sender = (accountId: number | null) =>
  accountId === null ? [] : [`Signed in as account #${accountId}`];

/** docs/product.md "Dashboard" Send a Message (and the upload wizard's contact form): subject and message as written. */
export function supportMessageMail(input: {
  to: string;
  email: string;
  subject: string;
  msg: string;
  accountId: number | null;
  /** The staff console's address of the diagnostics snapshot sent with it, if any. */
  snapshotUrl?: string | null;
}): MailMessage {
  return {
    to: input.to,
    subject: oneLine(input.subject),
    text: [
      'A message from the portal.',
      '',
      `From: ${input.email}`,
      ...sender(input.accountId),
      ...(input.snapshotUrl
        ? ['', `Diagnostics snapshot (what the app showed them): ${input.snapshotUrl}`]
        : []),
      '',
      'Message:',
      input.msg.trim(),
    ].join('\n'),
  };
}

const ROLE_NAMES = {
  roommate: 'a roommate',
  spouse: 'a spouse or domestic partner',
  authorizedUser: 'an authorized user',
} as const;

export type AdditionBody = Body<'requestAddition'>;

/** docs/product.md "Who may do what" a person to add to a policy. */
export function personAdditionMail(input: {
  to: string;
  body: AdditionBody & { role: keyof typeof ROLE_NAMES };
  policyNumber: string;
  tenantName: string;
  tenantEmail: string;
  accountId: number;
}): { mail: MailMessage; subject: string } {
  const { body } = input;
  const person = oneLine(`${body.firstName} ${body.lastName}`);
  const subject = oneLine(`Add ${ROLE_NAMES[body.role]} - ${input.policyNumber} - ${person}`);
  return {
    subject,
    mail: {
      to: input.to,
      subject,
      text: [
        `${oneLine(input.tenantName)} asks to add ${ROLE_NAMES[body.role]} to policy ${input.policyNumber}.`,
        '',
        `Tenant: ${oneLine(input.tenantName)} <${input.tenantEmail}>`,
        ...sender(input.accountId),
        `Person: ${person}`,
        ...(body.email ? [`Email: ${body.email}`] : []),
        ...(body.message?.trim() ? ['', 'Message:', body.message.trim()] : []),
      ].join('\n'),
    },
  };
}

/**
 * docs/product.md "Upload wizard" a property (and its management company) the address search did
 * not find: the upload wizard's only addition, sent under docs/product.md "Calls" subject 'Upload
 * Error - Account Not Found' plus the company (the same formatter the wizard's message uses).
 */
export function propertyAdditionMail(input: {
  to: string;
  body: AdditionBody;
  accountId: number | null;
}): { mail: MailMessage; subject: string } {
  const { body } = input;
  const company = oneLine(body.managementCompanyName ?? '');
  const subject = oneLine(accountNotFoundSubject(company));
  const address = [
    body.streetAddress,
    body.unit && `Unit ${body.unit}`,
    body.city,
    body.state,
    body.zip,
  ]
    .filter((part) => part && part.trim())
    .join(', ');
  return {
    subject,
    mail: {
      to: input.to,
      subject,
      text: [
        'A resident could not find their address and asks to add the property.',
        '',
        `Name: ${oneLine(`${body.firstName} ${body.lastName}`)}`,
        `Email: ${body.email ?? ''}`,
        ...sender(input.accountId),
        `Rental address: ${address || '(not given)'}`,
        `Management company: ${company}`,
        `Management company address: ${oneLine(body.managementCompanyAddress ?? '') || '(not given)'}`,
        ...(body.message?.trim() ? ['', 'Message:', body.message.trim()] : []),
      ].join('\n'),
    },
  };
}
