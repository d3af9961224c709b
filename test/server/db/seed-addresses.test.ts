// The demo companies' interested-party addresses are what a tenant at their properties is shown
// prefilled at checkout: each must read as an address and its street pass the docs/product.md
// "Validation" street rule, or the checkout's editor opens on an address the tenant never typed
// (Coastal Keystone's mailing street had a comma).
import { defaultInterestedParty } from '../../../src/domain/checkout/addresses';
import { validateStreet } from '../../../src/domain/validation/address';
import { DEMO_COMPANIES } from '../../../src/server/db/seed-data';

describe('demo companies', () => {
  it.each(DEMO_COMPANIES.map((c) => [c.name, c] as const))(
    '%s: its interested party reads as an address whose street passes the docs/product.md "Validation" rule',
    (_name, company) => {
      const party = defaultInterestedParty({
        interested_party: company.interestedParty ?? null,
        interested_party_mailing_address: company.interestedPartyMailingAddress ?? null,
      });
      expect(party).not.toBeNull();
      expect(validateStreet()(party!.streetAddress)).toBeUndefined();
    },
  );
});
