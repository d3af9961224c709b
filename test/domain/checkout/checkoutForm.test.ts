import {
  checkoutFormErrors,
  isPropertyAddress,
  paymentDescription,
  savedCheckout,
  tokenizationBilling,
  type CheckoutFormValues,
} from '../../../src/domain/checkout/checkoutForm';
import { validationMessages as m } from '../../../src/domain/messages';

const today = '2026-05-10';
const property = {
  streetAddress: '1200 Regent St',
  unit: null,
  city: 'Madison',
  state: 'WI',
  zip: '53715',
};
const base: CheckoutFormValues = {
  firstName: 'Maya',
  lastName: 'Thompson',
  email: 'maya@example.com',
  phone: '(608) 555 - 0134',
  dateOfBirth: '1990-04-02',
  method: 'cc',
  cardNumber: '4242 4242 4242 4242',
  cardCvc: '123',
  cardExpMonth: '4',
  cardExpYear: '2030',
  mailingChoice: 'property',
  billingChoice: 'property',
  textAlertsConsent: true,
  ebcConsent: false,
};

describe('checkoutFormErrors (docs/product.md "Validation" checkout)', () => {
  it('passes a complete card checkout', () => {
    expect(checkoutFormErrors(base, today)).toEqual({});
  });
  it('collects person, card and address messages', () => {
    const errors = checkoutFormErrors(
      {
        ...base,
        firstName: 'A'.repeat(15),
        cardNumber: '4242424242424241',
        mailingChoice: 'other',
      },
      today,
    );
    expect(errors.firstName).toBe(m.firstNameUnder15);
    expect(errors.cardNumber).toBe(m.invalidCardNumber);
    expect(errors.mailing?.streetAddress).toBe(m.streetRequired);
    expect(errors.billing).toBeUndefined();
  });
  it('checks the bank fields instead of the card for the bank option', () => {
    const errors = checkoutFormErrors(
      {
        ...base,
        method: 'bank',
        routingNumber: '123456789',
        accountNumber: '12345678',
        accountNumberConfirmation: '1234',
      },
      today,
    );
    expect(errors.cardNumber).toBeUndefined();
    expect(errors.routingNumber).toBe(m.invalidRoutingNumber);
    expect(errors.accountNumberConfirmation).toBe(m.accountNumbersDoNotMatch);
  });
});

describe('savedCheckout', () => {
  it('keeps no card data, the phone as digits and the property address with the names', () => {
    const saved = savedCheckout(base, property);
    expect(JSON.stringify(saved)).not.toMatch(/4242|cardNumber|cardCvc/);
    expect(saved.person).toEqual({
      firstName: 'Maya',
      lastName: 'Thompson',
      email: 'maya@example.com',
      phone: '6085550134',
      dateOfBirth: '1990-04-02',
    });
    expect(saved.mailingAddress).toEqual({
      firstName: 'Maya',
      lastName: 'Thompson',
      streetAddress: '1200 Regent St',
      unit: '',
      city: 'Madison',
      state: 'WI',
      zip: '53715',
    });
    expect(saved.textAlertsConsent).toBe(true);
    expect(saved.ebcConsent).toBe(false);
  });
  it('counts only a ticked box as consent', () => {
    const saved = savedCheckout(
      { ...base, textAlertsConsent: undefined, ebcConsent: undefined },
      property,
    );
    expect(saved.textAlertsConsent).toBe(false);
    expect(saved.ebcConsent).toBe(false);
    const ticked = savedCheckout({ ...base, textAlertsConsent: true, ebcConsent: true }, property);
    expect(ticked.textAlertsConsent).toBe(true);
    expect(ticked.ebcConsent).toBe(true);
  });
  it('uses a different address when chosen', () => {
    const saved = savedCheckout(
      {
        ...base,
        billingChoice: 'other',
        billing: {
          firstName: ' Sam ',
          lastName: 'Payer',
          streetAddress: '9 Oak Ave',
          city: 'Verona',
          state: 'wi',
          zip: '53593',
        },
      },
      property,
    );
    expect(saved.billingAddress).toEqual({
      firstName: 'Sam',
      lastName: 'Payer',
      streetAddress: '9 Oak Ave',
      unit: '',
      city: 'Verona',
      state: 'WI',
      zip: '53593',
    });
    expect(isPropertyAddress(saved.billingAddress, property)).toBe(false);
    expect(isPropertyAddress(saved.mailingAddress, property)).toBe(true);
  });
});

describe('tokenizationBilling and paymentDescription', () => {
  it('builds the card info for v1 (digits, padded month, contract brand)', () => {
    expect(tokenizationBilling(base)).toEqual({
      ccInfo: {
        cardNumber: '4242424242424242',
        cardCvc: '123',
        cardExpYear: '2030',
        cardExpMonth: '04',
        cardType: 'visa',
      },
    });
    expect(paymentDescription(base)).toBe('Visa ending in 4242');
  });
  it('builds the bank info for v2', () => {
    const bank = {
      ...base,
      method: 'bank',
      routingNumber: '011000015',
      accountNumber: '123456789',
    };
    expect(tokenizationBilling(bank)).toEqual({
      bankInfo: { routingNumber: '011000015', accountNumber: '123456789' },
    });
    expect(paymentDescription(bank)).toBe('Bank account ending in 6789');
  });
  it('is null for an unknown method', () => {
    expect(tokenizationBilling({ ...base, method: 'crypto' })).toBeNull();
  });
});
