/* eslint-disable */
// Generated from src/domain/i18n/catalogs/afterPurchase.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const afterPurchaseTexts: TextArea<{
  yourPolicy: null;
  policyNumber: null;
  effectiveDate: null;
  expirationDate: null;
  amountCharged: null;
  createAccount: null;
  createAccountWhy: null;
  logInWhy: null;
  dashboardWhy: null;
  goToDashboard: null;
  downloadApplication: null;
  nextStepsTitle: null;
  checkMailTitle: null;
  checkMail: { email: TextValue };
  managerTitle: null;
  managerTold: { company: TextValue };
  managerNotPartnered: null;
  proofTitle: null;
  proofWhere: null;
  accountCreated: null;
  autoRenewsOn: { date: TextValue };
  policyCard: { date: TextValue };
  managementNotified: { company: TextValue; address: TextValue };
  contactTitle: null;
  reasonLabel: null;
  messageLabel: null;
  send: null;
  messageSentTitle: null;
  messageSentBody: null;
  supportContact: { email: TextValue; phone: TextValue };
  backToDashboard: null;
  reasonAddressChange: null;
  reasonCoverages: null;
  reasonNoActivePolicy: null;
  reasonOther: null;
  raaAgreement: null;
  raaJoined: null;
  ok: null;
}> = {
  name: 'afterPurchase',
  messages: {
    yourPolicy: ['Your policy'],
    policyNumber: ['Policy Number'],
    effectiveDate: ['Effective Date'],
    expirationDate: ['Expiration Date'],
    amountCharged: ['Amount Charged'],
    createAccount: ['Create Your Account'],
    createAccountWhy: [
      'Create your account to see your policy, download your proof of insurance and manage your payments.',
    ],
    logInWhy: ['Log in to see your new policy on your dashboard.'],
    dashboardWhy: ['Your new policy is on your dashboard.'],
    goToDashboard: ['Go to Your Dashboard'],
    downloadApplication: ['Download your application (PDF)'],
    nextStepsTitle: ['What happens next'],
    checkMailTitle: ['Check your e-mail'],
    checkMail: ['We sent a confirmation to ', ['email'], ', with your application attached.'],
    managerTitle: ['Your property manager is told'],
    managerTold: [
      ['company'],
      " receives your proof of insurance by e-mail, so you don't need to send it.",
    ],
    managerNotPartnered: [
      'If your lease requires renters insurance, send your landlord your proof of insurance (see the next step).',
    ],
    proofTitle: ['Download your proof of insurance'],
    proofWhere: [
      'Log in and open Your Policies on your dashboard: your proof of insurance (evidence of insurance, a PDF) is there to download once the policy shows.',
    ],
    accountCreated: ['Your account has been created. Please log in to continue.'],
    autoRenewsOn: ['auto-renews on ', ['date']],
    policyCard: ['Policy: auto-renews on ', ['date']],
    managementNotified: [
      ['company'],
      ' will be notified that you are insured at ',
      ['address'],
      '.',
    ],
    contactTitle: ['Need to change something? Send us a message'],
    reasonLabel: ['Reason'],
    messageLabel: ['Message (optional)'],
    send: ['Send'],
    messageSentTitle: ['Thank you!'],
    messageSentBody: ['Your message has been sent. We will get back to you as soon as possible.'],
    supportContact: ['Questions? Contact us at ', ['email'], ' or ', ['phone'], '.'],
    backToDashboard: ['Back to Dashboard'],
    reasonAddressChange: ['Address Change/Update'],
    reasonCoverages: ['Update policy coverages'],
    reasonNoActivePolicy: ["I don't have an active policy"],
    reasonOther: ['Other'],
    raaAgreement: ['I agree to join the Renters Association of America and accept its terms'],
    raaJoined: ['Welcome to the Renters Association of America! Your coupons are in the menu.'],
    ok: ['OK'],
  },
};
