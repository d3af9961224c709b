import { claimFormErrors, yesNoToBoolean } from '../../../src/domain/validation/claim';

const valid = {
  type: 'Property Claim',
  phone: '608 555 0134',
  address: '1 Main St',
  time: '3pm',
  payee: 'Ada',
  description: 'A pipe burst',
  property: 'Couch',
  habitable: 'Yes',
  vacated: 'No',
  police: 'No',
};

describe('claimFormErrors (docs/product.md "Validation")', () => {
  it('passes a complete claim; additional details optional', () => {
    expect(claimFormErrors(valid)).toEqual({});
  });

  it('reports every required field', () => {
    expect(claimFormErrors({})).toEqual({
      type: 'A type of claim is required',
      phone: 'Phone number is required',
      address: 'An address is required',
      time: 'A time is required',
      payee: 'A payee is required',
      description: 'A description of how the loss or damage occurred is required',
      property: 'A description of property damage/loss is required',
      habitable: 'A selection is required',
      vacated: 'A selection is required',
      police: 'A selection is required',
    });
  });

  it('limits text to 255 characters', () => {
    expect(claimFormErrors({ ...valid, phone: 'x'.repeat(255) })).toEqual({});
    expect(claimFormErrors({ ...valid, phone: 'x'.repeat(256) }).phone).toBe(
      'Phone must be 255 characters or less',
    );
    expect(claimFormErrors({ ...valid, address: 'x'.repeat(256) }).address).toBe(
      'Address must be 255 characters or less',
    );
    expect(
      claimFormErrors({ ...valid, additional_details: 'x'.repeat(256) }).additional_details,
    ).toBe('Additional details must be 255 characters or less');
  });

  it('refuses an unknown claim type', () => {
    expect(claimFormErrors({ ...valid, type: 'Car Claim' }).type).toBe(
      'A type of claim is required',
    );
  });

  it('sends Yes/No as booleans', () => {
    expect(yesNoToBoolean('Yes')).toBe(true);
    expect(yesNoToBoolean('No')).toBe(false);
    expect(yesNoToBoolean(undefined)).toBe(false);
  });
});
