// The sandbox carrier's disclosure texts (docs/product.md "Onboarding flow" popups, "Limits" IL
// water backup, RI arson).
import { COVERAGE_COPY } from '../../../../domain/constants';
import { waterBackupLimit } from '../../../../domain/coverage/enhancementTable';
import { dollars } from '../../../../domain/money';
import type { Disclosure, DisclosureType } from '../interface';

const VERSION = '2025.1';

const GENERIC: Record<
  Exclude<DisclosureType, 'waterbackup'>,
  { title: string; content: string }
> = {
  sms: {
    title: 'Text Message Alerts',
    content:
      'By agreeing, you consent to receive text messages about your policy, payments and claims at the phone number you gave. Message and data rates may apply. Message frequency varies.\n\nReply STOP to stop receiving messages at any time, or HELP for help.',
  },
  ebc: {
    title: 'Electronic Business Consent',
    content:
      'You agree to receive your policy documents, notices and bills electronically, by e-mail and in your online account, instead of on paper.\n\nYou may withdraw this consent and ask for paper documents at any time by contacting support; withdrawing does not cancel your policy.',
  },
  fraud: {
    title: 'Fraud Warning',
    content:
      'Any person who knowingly and with intent to defraud any insurance company or other person files an application for insurance or statement of claim containing any materially false information, or conceals information concerning any fact material thereto, commits a fraudulent insurance act, which is a crime and subjects such person to criminal and civil penalties.',
  },
  cancelationnotice: {
    title: 'Cancellation Notice',
    content:
      'You may cancel your policy at any time; unearned premium is refunded pro rata.\n\nThe carrier may cancel for non-payment of premium with at least 10 days notice, or for other reasons allowed by law with the notice your state requires.',
  },
  payauthorization: {
    title: 'Payment Authorization',
    content:
      'You authorize the carrier to charge the payment method you gave for the down payment today and for each installment of the plan you chose on its due date, including the billing fee shown.\n\nYou may change your payment method or plan by contacting support.',
  },
  legal: {
    title: 'Legal Notices',
    content:
      'This quote is based on the information you gave. Coverage is subject to the terms, conditions and exclusions of the policy issued.\n\nThe carrier may obtain claims history and other consumer reports to underwrite and rate your policy.',
  },
  interestedparty: {
    title: 'Interested Party',
    content:
      'An interested party (usually your landlord or property manager) is told when your policy starts, changes, is cancelled or is not renewed. Listing an interested party does not give them any coverage under your policy.',
  },
};

const STATE_TEXT: Partial<
  Record<DisclosureType, Record<string, { title: string; content: string }>>
> = {
  waterbackup: {
    IL: {
      title: 'Illinois Water Backup Disclosure',
      content:
        'Illinois law requires us to tell you that your renters policy does not cover loss caused by water or sewage that backs up through sewers or drains, or overflows from a sump pump, unless you add Water Backup coverage.\n\n' +
        // The figures of the one coverage table: what the quote's switch and the policy say.
        `Water Backup coverage pays up to ${dollars(waterBackupLimit('IL', 0))} per occurrence, with a ${dollars(COVERAGE_COPY.waterBackupDeductible)} deductible. You may add it now on the quote page; after you buy, you can ask support whether it can be added.`,
    },
  },
  legal: {
    RI: {
      title: 'Rhode Island Arson Disclosure',
      content:
        'Rhode Island General Laws § 27-5-3.1: Any person who knowingly presents a false or fraudulent claim for payment of a loss, or knowingly presents false information in an application for insurance, is guilty of a crime and may be subject to fines and confinement in prison.\n\nAn applicant who has been convicted of arson must disclose it. The carrier may share information about fire losses with the State Fire Marshal and law enforcement as the law allows.\n\nThis quote is based on the information you gave. Coverage is subject to the terms, conditions and exclusions of the policy issued.',
    },
  },
};

/** The text for a type in a state: the state's own, else the generic one; waterbackup is IL only. */
export function disclosureFor(type: DisclosureType, state: string): Disclosure | null {
  const own = STATE_TEXT[type]?.[state];
  if (own) return { disclosureType: type, state, ...own, version: `${type}-${state}-${VERSION}` };
  if (type === 'waterbackup') return null;
  const generic = GENERIC[type];
  return { disclosureType: type, state, ...generic, version: `${type}-${VERSION}` };
}
