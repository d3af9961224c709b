// docs/product.md "Records", "Validation" the checkout's mailing and billing addresses and the
// interested party's address: field rules, the property address with the buyer's names, and the
// manager's multi-line default.
import { US_STATES } from '../constants';
import { validationMessages as m } from '../messages';
import {
  validateAddressFirstName,
  validateAddressLastName,
  validateStreet,
} from '../validation/address';
import { interestedPartyNameError } from './additional';
import { fieldText, collectErrors } from '../validation/helpers';

type Input = string | null | undefined;

const UNIT_MAX_LENGTH = 20;
const CITY_MAX_LENGTH = 50;
const ZIP = /^\d{5}(-\d{4})?$/;

/** Street, city, state and zip: what every address here needs. */
export interface PlainAddressValues {
  streetAddress?: Input;
  city?: Input;
  state?: Input;
  zip?: Input;
}
export interface NamedAddressValues extends PlainAddressValues {
  firstName?: Input;
  lastName?: Input;
  unit?: Input;
}
export type NamedAddressField = keyof NamedAddressValues;

export function cityError(city: Input): string | undefined {
  const value = fieldText(city);
  if (value === '') return m.cityRequired;
  return value.length > CITY_MAX_LENGTH ? m.cityMax50 : undefined;
}

/** A 2-letter code of the state list. */
export function stateError(state: Input): string | undefined {
  const code = fieldText(state).toUpperCase();
  return US_STATES.some((s) => s.code === code) ? undefined : m.stateRequired;
}

/** 5 digits, or ZIP+4. */
export function zipError(zip: Input): string | undefined {
  const value = fieldText(zip);
  if (value === '') return m.zipRequired;
  return ZIP.test(value) ? undefined : m.zipFormat;
}

function plainAddressErrors(
  values: PlainAddressValues,
): Array<[keyof PlainAddressValues, string | undefined]> {
  return [
    ['streetAddress', validateStreet()(fieldText(values.streetAddress))],
    ['city', cityError(values.city)],
    ['state', stateError(values.state)],
    ['zip', zipError(values.zip)],
  ];
}

/** docs/product.md "Validation" 'a different address with first and last name': names ≤ 30, street ≤ 40, unit ≤ 20. */
export function namedAddressErrors(
  values: NamedAddressValues,
): Partial<Record<NamedAddressField, string>> {
  return collectErrors<NamedAddressField>([
    ['firstName', validateAddressFirstName(fieldText(values.firstName))],
    ['lastName', validateAddressLastName(fieldText(values.lastName))],
    ...plainAddressErrors(values),
    ['unit', fieldText(values.unit).length > UNIT_MAX_LENGTH ? m.unitMax20 : undefined],
  ]);
}

export interface InterestedPartyValues extends PlainAddressValues {
  name?: Input;
}
export type InterestedPartyField = keyof InterestedPartyValues;

/** docs/product.md "Validation" interested party: the name rule, then an address the validator can check. */
export function interestedPartyErrors(
  values: InterestedPartyValues,
): Partial<Record<InterestedPartyField, string>> {
  return collectErrors<InterestedPartyField>([
    ['name', interestedPartyNameError(values.name)],
    ...plainAddressErrors(values),
  ]);
}

export interface ParsedMailingAddress {
  streetAddress: string;
  city: string;
  state: string;
  zip: string;
}

const LAST_LINE = /^(.+?),\s*([A-Za-z]{2})\s+(\d{5}(?:-\d{4})?)$/;

/**
 * The manager's multi-line interested-party mailing address ('street\nCity, ST 12345'): the last
 * line is city, state and zip, the line before it the street. Null when it does not read so.
 */
export function parseMailingAddress(address: Input): ParsedMailingAddress | null {
  const lines = (address ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (lines.length < 2) return null;
  const match = LAST_LINE.exec(lines[lines.length - 1] ?? '');
  const street = lines[lines.length - 2] ?? '';
  if (!match || street === '') return null;
  return {
    streetAddress: street,
    city: (match[1] ?? '').trim(),
    state: (match[2] ?? '').toUpperCase(),
    zip: match[3] ?? '',
  };
}

export interface InterestedPartyDraft extends ParsedMailingAddress {
  name: string;
}

/**
 * The interested party a partnered property suggests: its interested_party name and mailing
 * address. Null when the property names none or the address cannot be read.
 */
export function defaultInterestedParty(
  manager: {
    interested_party: string | null;
    interested_party_mailing_address: string | null;
  } | null,
): InterestedPartyDraft | null {
  const name = fieldText(manager?.interested_party);
  const address = parseMailingAddress(manager?.interested_party_mailing_address);
  if (!manager || name === '' || !address) return null;
  return { name, ...address };
}

/** The property address as a mailing or billing address, with the buyer's names. */
export function propertyNamedAddress(
  property: {
    streetAddress: string;
    unit: string | null;
    city: string;
    state: string;
    zip: string;
  },
  names: { firstName: string; lastName: string },
) {
  return {
    firstName: names.firstName.trim(),
    lastName: names.lastName.trim(),
    streetAddress: property.streetAddress,
    unit: property.unit ?? '',
    city: property.city,
    state: property.state,
    zip: property.zip,
  };
}
