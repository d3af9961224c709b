// docs/product.md "Validation" the checkout form as one set of values: person, payment (card, or
// the bank option), the mailing and billing addresses and the consents. Pure: the screen validates
// with it, and builds the saved checkout and the tokenization billing data from it.
import type { PaymentMethod } from '../payments/plans';
import { bankAccountDescription, cardDescription } from '../payments/methodWords';
import { bankErrors, type BankField } from '../payments/bank';
import {
  cardBrand,
  cardDigits,
  cardErrors,
  cardTypeForContract,
  type CardField,
  type ContractCardType,
} from '../payments/card';
import { namedAddressErrors, propertyNamedAddress, type NamedAddressField } from './addresses';
import { checkoutPersonErrors, type CheckoutPersonField } from './person';

export type AddressChoice = 'property' | 'other';

export interface AddressFormValues {
  firstName?: string;
  lastName?: string;
  streetAddress?: string;
  unit?: string;
  city?: string;
  state?: string;
  zip?: string;
}

export interface CheckoutFormValues {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  dateOfBirth?: string;
  /** 'cc' (card, the default) or 'bank'; anything else is refused at tokenization. */
  method?: string;
  cardNumber?: string;
  cardCvc?: string;
  cardExpMonth?: string;
  cardExpYear?: string;
  routingNumber?: string;
  accountNumber?: string;
  accountNumberConfirmation?: string;
  mailingChoice?: AddressChoice;
  mailing?: AddressFormValues;
  billingChoice?: AddressChoice;
  billing?: AddressFormValues;
  textAlertsConsent?: boolean;
  ebcConsent?: boolean;
}

export type CheckoutFormErrors = Partial<
  Record<CheckoutPersonField | CardField | BankField, string>
> & {
  mailing?: Partial<Record<NamedAddressField, string>>;
  billing?: Partial<Record<NamedAddressField, string>>;
};

/** The property address the checkout defaults to (the validated address). */
export interface PropertyAddress {
  streetAddress: string;
  unit: string | null;
  city: string;
  state: string;
  zip: string;
}

export function isPaymentMethod(method: unknown): method is PaymentMethod {
  return method === 'cc' || method === 'bank';
}

/**
 * docs/product.md "Validation" 'Checkout needs all person fields valid, payment valid, and both
 * addresses saved': every message of the form, nested under `mailing` and `billing` for a different
 * address. `today` is 'YYYY-MM-DD'.
 */
export function checkoutFormErrors(values: CheckoutFormValues, today: string): CheckoutFormErrors {
  const errors: CheckoutFormErrors = { ...checkoutPersonErrors(values, today) };
  if (values.method === 'bank') Object.assign(errors, bankErrors(values));
  else if (values.method === 'cc' || values.method === undefined)
    Object.assign(errors, cardErrors(values, today));
  if (values.mailingChoice === 'other') {
    const mailing = namedAddressErrors(values.mailing ?? {});
    if (Object.keys(mailing).length > 0) errors.mailing = mailing;
  }
  if (values.billingChoice === 'other') {
    const billing = namedAddressErrors(values.billing ?? {});
    if (Object.keys(billing).length > 0) errors.billing = billing;
  }
  return errors;
}

export interface SavedNamedAddress {
  firstName: string;
  lastName: string;
  streetAddress: string;
  unit: string;
  city: string;
  state: string;
  zip: string;
}

export interface SavedCheckout {
  person: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    dateOfBirth: string;
  };
  mailingAddress: SavedNamedAddress;
  billingAddress: SavedNamedAddress;
  textAlertsConsent: boolean;
  ebcConsent: boolean;
}

const trim = (value: string | undefined) => (value ?? '').trim();

function chosenAddress(
  choice: AddressChoice | undefined,
  other: AddressFormValues | undefined,
  property: PropertyAddress,
  names: { firstName: string; lastName: string },
): SavedNamedAddress {
  if (choice !== 'other') return propertyNamedAddress(property, names);
  return {
    firstName: trim(other?.firstName),
    lastName: trim(other?.lastName),
    streetAddress: trim(other?.streetAddress),
    unit: trim(other?.unit),
    city: trim(other?.city),
    state: trim(other?.state).toUpperCase(),
    zip: trim(other?.zip),
  };
}

/**
 * What the checkout keeps once valid: no card or bank number, the phone as 10 digits, and each
 * address either the property's (with the buyer's names) or the one typed.
 */
export function savedCheckout(
  values: CheckoutFormValues,
  property: PropertyAddress,
): SavedCheckout {
  const names = { firstName: trim(values.firstName), lastName: trim(values.lastName) };
  return {
    person: {
      ...names,
      email: trim(values.email),
      phone: (values.phone ?? '').replace(/\D/g, ''),
      dateOfBirth: trim(values.dateOfBirth),
    },
    mailingAddress: chosenAddress(values.mailingChoice, values.mailing, property, names),
    billingAddress: chosenAddress(values.billingChoice, values.billing, property, names),
    // Only a box the buyer ticked is a consent: unticked or missing is 'no'.
    textAlertsConsent: values.textAlertsConsent === true,
    ebcConsent: values.ebcConsent === true,
  };
}

/** Whether a saved address is the property's (so the form reopens on 'Same as property address'). */
export function isPropertyAddress(saved: SavedNamedAddress, property: PropertyAddress): boolean {
  const same = (a: string | null, b: string | null) =>
    (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();
  return (
    same(saved.streetAddress, property.streetAddress) &&
    same(saved.unit, property.unit) &&
    same(saved.city, property.city) &&
    same(saved.state, property.state) &&
    same(saved.zip, property.zip)
  );
}

export interface CardBilling {
  ccInfo: {
    cardNumber: string;
    cardCvc: string;
    cardExpYear: string;
    cardExpMonth: string;
    cardType: ContractCardType;
  };
}
export interface BankBilling {
  bankInfo: { routingNumber: string; accountNumber: string };
}

/**
 * The tokenization service's billing data (docs/product.md "Calls" "Other calls") from valid form
 * values; null for an unknown method or a card of no known brand. The numbers go only to that
 * service.
 */
export function tokenizationBilling(values: CheckoutFormValues): CardBilling | BankBilling | null {
  if (values.method === 'bank') {
    return {
      bankInfo: {
        routingNumber: trim(values.routingNumber),
        accountNumber: trim(values.accountNumber),
      },
    };
  }
  if (values.method !== 'cc') return null;
  const digits = cardDigits(values.cardNumber);
  const brand = cardBrand(digits);
  if (!brand) return null;
  return {
    ccInfo: {
      cardNumber: digits,
      cardCvc: trim(values.cardCvc),
      cardExpYear: trim(values.cardExpYear),
      cardExpMonth: trim(values.cardExpMonth).padStart(2, '0'),
      cardType: cardTypeForContract(brand),
    },
  };
}

/**
 * 'Visa ending in 4242' or 'Bank account ending in 6789': all the review shows of a payment. The
 * store keeps it in English, as the records do; the review says it in the tenant's language
 * (`methodInWords`, domain/payments/methodWords.ts).
 */
export function paymentDescription(values: CheckoutFormValues): string {
  if (values.method === 'bank') return bankAccountDescription(trim(values.accountNumber).slice(-4));
  const digits = cardDigits(values.cardNumber);
  return cardDescription(cardBrand(digits) ?? 'card', digits.slice(-4));
}
