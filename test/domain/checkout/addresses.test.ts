import {
  cityError,
  defaultInterestedParty,
  interestedPartyErrors,
  namedAddressErrors,
  parseMailingAddress,
  propertyNamedAddress,
  stateError,
  zipError,
} from '../../../src/domain/checkout/addresses';
import { validationMessages as m } from '../../../src/domain/messages';
import { purchaseValidationMessages as pm } from '../../../src/domain/checkout/texts';

const valid = {
  firstName: 'Maya',
  lastName: 'Thompson',
  streetAddress: '1200 Regent St',
  unit: '4B',
  city: 'Madison',
  state: 'WI',
  zip: '53715',
};

describe('named address (docs/product.md "Validation" mailing and billing)', () => {
  it('accepts a complete address', () => {
    expect(namedAddressErrors(valid)).toEqual({});
    expect(namedAddressErrors({ ...valid, unit: '', zip: '53715-1234' })).toEqual({});
  });
  it('reports each missing or too long field with the docs/product.md "Validation" messages', () => {
    expect(namedAddressErrors({})).toEqual({
      firstName: m.firstNameRequired,
      lastName: m.lastNameRequired,
      streetAddress: m.streetRequired,
      city: m.cityRequired,
      state: m.stateRequired,
      zip: m.zipRequired,
    });
    expect(
      namedAddressErrors({
        ...valid,
        firstName: 'A'.repeat(31),
        lastName: 'B'.repeat(31),
        streetAddress: `1 ${'x'.repeat(40)}`,
        unit: 'U'.repeat(21),
      }),
    ).toEqual({
      firstName: m.firstNameMax30,
      lastName: m.lastNameMax30,
      streetAddress: m.streetMax40,
      unit: m.unitMax20,
    });
    expect(namedAddressErrors({ ...valid, streetAddress: '12 Main St #4' }).streetAddress).toBe(
      m.streetSpecialCharacters,
    );
  });
  it('checks city length, the state code and the zip form', () => {
    expect(cityError('C'.repeat(51))).toBe(m.cityMax50);
    expect(stateError('wi')).toBeUndefined();
    expect(stateError('XX')).toBe(m.stateRequired);
    expect(zipError('5371')).toBe(pm.invalidZip);
    expect(zipError('53715-12')).toBe(pm.invalidZip);
  });
});

describe('interested party (docs/product.md "Validation")', () => {
  it('applies the name rule and needs an address', () => {
    const party = {
      name: 'Lakeshore LLC',
      streetAddress: 'PO Box 620',
      city: 'Middleton',
      state: 'WI',
      zip: '53562',
    };
    expect(interestedPartyErrors(party)).toEqual({});
    expect(interestedPartyErrors({ ...party, name: '' }).name).toBe(m.interestedPartyNameRequired);
    expect(interestedPartyErrors({ ...party, name: 'N'.repeat(30) }).name).toBe(
      m.interestedPartyNameMax29,
    );
    expect(interestedPartyErrors({ name: 'X' })).toEqual({
      streetAddress: m.streetRequired,
      city: m.cityRequired,
      state: m.stateRequired,
      zip: m.zipRequired,
    });
  });
});

describe('parseMailingAddress (the manager record’s multi-line address)', () => {
  it("reads 'street\\nCity, ST 12345'", () => {
    expect(parseMailingAddress('PO Box 620\nMiddleton, WI 53562')).toEqual({
      streetAddress: 'PO Box 620',
      city: 'Middleton',
      state: 'WI',
      zip: '53562',
    });
  });
  it('takes the last two lines, tolerates CRLF, blanks and a ZIP+4, and upper-cases the state', () => {
    expect(
      parseMailingAddress('Attn: Leasing\r\n10 E Main St\r\n\r\nMadison, wi 53703-1234 '),
    ).toEqual({
      streetAddress: '10 E Main St',
      city: 'Madison',
      state: 'WI',
      zip: '53703-1234',
    });
  });
  it('is null for what it cannot read', () => {
    expect(parseMailingAddress(null)).toBeNull();
    expect(parseMailingAddress('PO Box 620, Middleton, WI 53562')).toBeNull();
    expect(parseMailingAddress('PO Box 620\nMiddleton WI')).toBeNull();
  });
});

describe('defaultInterestedParty', () => {
  const manager = {
    interested_party: 'Lakeshore Property Group LLC',
    interested_party_mailing_address: 'PO Box 620\nMiddleton, WI 53562',
  };
  it('is the partnered property’s interested party', () => {
    expect(defaultInterestedParty(manager)).toEqual({
      name: 'Lakeshore Property Group LLC',
      streetAddress: 'PO Box 620',
      city: 'Middleton',
      state: 'WI',
      zip: '53562',
    });
  });
  it('is null without a manager, a name or a readable address', () => {
    expect(defaultInterestedParty(null)).toBeNull();
    expect(defaultInterestedParty({ ...manager, interested_party: ' ' })).toBeNull();
    expect(
      defaultInterestedParty({ ...manager, interested_party_mailing_address: null }),
    ).toBeNull();
  });
});

describe('propertyNamedAddress', () => {
  it('is the validated address with the buyer’s names, unit as text', () => {
    expect(
      propertyNamedAddress(
        { streetAddress: '1200 Regent St', unit: null, city: 'Madison', state: 'WI', zip: '53715' },
        { firstName: ' Maya ', lastName: 'Thompson' },
      ),
    ).toEqual({ ...valid, unit: '' });
  });
});
