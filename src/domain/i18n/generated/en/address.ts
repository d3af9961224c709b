/* eslint-disable */
// Generated from src/domain/i18n/catalogs/address.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const addressTexts: TextArea<{
  unableToValidate: null;
  stateNotServed: null;
  banned: null;
  notResidential: null;
  selectFromList: null;
  selectFromDropdown: null;
  headsUp: null;
  cantFindAddress: null;
  address: null;
  startTyping: null;
  noMatch: null;
  openList: null;
  closeList: null;
  clear: null;
  addressForm: null;
  firstName: null;
  lastName: null;
  streetAddress: null;
  unit: null;
  city: null;
  state: null;
  zip: null;
  yourAddress: null;
  unitNumber: { unit: TextValue };
  managedBy: { manager: TextValue };
  managedByBuilding: { manager: TextValue; building: TextValue };
  didYouMean: null;
  recommended: null;
  asEntered: null;
  cancelEdit: null;
  useThisAddress: null;
}> = {
  name: 'address',
  messages: {
    unableToValidate: ['Unable to validate address. Please try again.'],
    stateNotServed: ['Unfortunately, the product is not currently available in this state.'],
    banned: [
      'Warning- This address is not available for coverage. Please check your lease agreement and confirm your address.',
    ],
    notResidential: ['Not a residential address'],
    selectFromList: ['Please select an address from the list'],
    selectFromDropdown: ['Please select an address from the dropdown'],
    headsUp: ['Heads up!'],
    cantFindAddress: ["Can't find your address? Click Here"],
    address: ['Address'],
    startTyping: ['Start typing your address'],
    noMatch: ['No matching address'],
    openList: ['Open'],
    closeList: ['Close'],
    clear: ['Clear'],
    addressForm: ['Address form'],
    firstName: ['First Name'],
    lastName: ['Last Name'],
    streetAddress: ['Street Address'],
    unit: ['Unit'],
    city: ['City'],
    state: ['State'],
    zip: ['Zip'],
    yourAddress: ['Your address'],
    unitNumber: ['Unit ', ['unit']],
    managedBy: ['Managed by ', ['manager']],
    managedByBuilding: ['Managed by ', ['manager'], ' (', ['building'], ')'],
    didYouMean: ['Did you mean this address?'],
    recommended: ['Recommended'],
    asEntered: ['As entered'],
    cancelEdit: ['Cancel/Edit'],
    useThisAddress: ['Use This Address'],
  },
};
