/* eslint-disable */
// Generated from src/domain/i18n/catalogs/people.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const peopleTexts: TextArea<{
  additionalInsuredTitle: null;
  additionalInsuredIntro: null;
  peopleOnPolicy: null;
  addRoommate: null;
  addAuthorizedUser: null;
  roommate: null;
  spouse: null;
  authorizedUser: null;
  roommateRow: { name: TextValue };
  spouseRow: { name: TextValue };
  authorizedUserRow: { name: TextValue };
  edit: null;
  remove: null;
  editRoommate: null;
  editSpouse: null;
  editAuthorizedUser: null;
  removeRoommate: null;
  removeSpouse: null;
  removeAuthorizedUser: null;
  roommateEditorTitle: null;
  authorizedUserEditorTitle: null;
  relation: null;
  save: null;
  relationRequired: null;
  roommateTaken: null;
  spouseTaken: null;
  additionalInterestTitle: null;
  additionalInterestIntro: null;
  addInterestedParty: null;
  noInterestedParty: null;
  interestedPartyEditorTitle: null;
  interestedPartyDisclosure: null;
  interestedPartyRequired: null;
  partyName: null;
  noInterestedPartyWarning: { manager: TextValue };
  noInterestedPartyWarningUnnamed: null;
  disclosureSms: null;
  disclosureEbc: null;
  disclosureFraud: null;
  disclosureCancelationNotice: null;
  disclosurePayAuthorization: null;
  disclosureLegal: null;
  disclosureInterestedParty: null;
  disclosureWaterBackup: null;
  loadingDisclosure: null;
  disclosureLoadFailed: null;
  disclosureNoContent: null;
  carrierWording: null;
  close: null;
}> = {
  name: 'people',
  messages: {
    additionalInsuredTitle: ['Anyone else on your policy?'],
    additionalInsuredIntro: [
      'Dependents are covered automatically. You may add one roommate, your spouse or domestic partner, and an authorized user who can pay the bill or manage the policy.',
    ],
    peopleOnPolicy: ['People on your policy'],
    addRoommate: ['Add Roommate/Spouse'],
    addAuthorizedUser: ['Add Authorized User'],
    roommate: ['Roommate'],
    spouse: ['Spouse'],
    authorizedUser: ['Authorized User'],
    roommateRow: ['Roommate: ', ['name']],
    spouseRow: ['Spouse: ', ['name']],
    authorizedUserRow: ['Authorized User: ', ['name']],
    edit: ['Edit'],
    remove: ['Remove'],
    editRoommate: ['Edit Roommate'],
    editSpouse: ['Edit Spouse'],
    editAuthorizedUser: ['Edit Authorized User'],
    removeRoommate: ['Remove Roommate'],
    removeSpouse: ['Remove Spouse'],
    removeAuthorizedUser: ['Remove Authorized User'],
    roommateEditorTitle: ['Roommate or Spouse'],
    authorizedUserEditorTitle: ['Authorized User'],
    relation: ['Relation'],
    save: ['Save'],
    relationRequired: ['Please choose Roommate or Spouse'],
    roommateTaken: ['Only one roommate can be added'],
    spouseTaken: ['Only one spouse can be added'],
    additionalInterestTitle: ['Add an interested party?'],
    additionalInterestIntro: [
      'An interested party, typically your landlord or property manager, is notified about your policy.',
    ],
    addInterestedParty: ['Add an interested party'],
    noInterestedParty: ['No interested party'],
    interestedPartyEditorTitle: ['Interested Party'],
    interestedPartyDisclosure: ['About interested parties'],
    interestedPartyRequired: ['Please add the interested party or choose No interested party'],
    partyName: ['Name/Company Name'],
    noInterestedPartyWarning: [
      'Your lease requires renters insurance. We will still tell ',
      ['manager'],
      ' that you bought this policy, but they will not be named on it as an interested party.',
    ],
    noInterestedPartyWarningUnnamed: [
      'Your lease requires renters insurance. We will still tell your property manager that you bought this policy, but they will not be named on it as an interested party.',
    ],
    disclosureSms: ['Text alerts terms'],
    disclosureEbc: ['Electronic business consent'],
    disclosureFraud: ['Fraud warning'],
    disclosureCancelationNotice: ['Cancelation notice'],
    disclosurePayAuthorization: ['Payment authorization'],
    disclosureLegal: ['Legal notices'],
    disclosureInterestedParty: ['Interested party notice'],
    disclosureWaterBackup: ['Water backup notice'],
    loadingDisclosure: ['Loading disclosure'],
    disclosureLoadFailed: ['Failed to load disclosure. Please try again.'],
    disclosureNoContent: ['No disclosure content available.'],
    carrierWording: ['This is the insurer’s document, as the insurer wrote it.'],
    close: ['Close'],
  },
};
