import { DEMO_PASSWORD, demoAccount } from '../../../src/server/db/demo';
import { useTestServer } from '../../helpers/server';

const server = useTestServer();

const validate = async (payload: Record<string, unknown>) => {
  const response = await server.call({ method: 'POST', url: '/v2/util/validateAddress', payload });
  return response;
};

describe('POST /v2/util/validateAddress (sandbox carrier)', () => {
  it('a partner property: validated with coordinates and the manager from the database', async () => {
    const response = await validate({
      streetAddress: '1402 Regent St',
      unit: '3B',
      city: 'Madison',
      state: 'WI',
      zip: '53711',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.error).toBeNull();
    expect(body.validated).toEqual({
      streetAddress: '1402 Regent St',
      unit: '3B',
      city: 'Madison',
      state: 'WI',
      zip: '53711',
      latitude: 43.0675,
      longitude: -89.4105,
    });
    expect(body.propertyInfo).toMatchObject({
      management_company: expect.any(String),
      buildingName: 'Willow North',
      skipRoommates: expect.any(Boolean),
      interested_party_mailing_address: expect.any(String),
    });
  });

  it('a recommendation: the standardized address differs from what was entered', async () => {
    const body = (
      await validate({
        streetAddress: '1402 regent street apt 4',
        city: 'madison',
        state: 'WI',
        zip: '53711',
      })
    ).json();
    expect(body.validated).toMatchObject({
      streetAddress: '1402 Regent St',
      unit: '4',
      city: 'Madison',
    });
    expect(body.propertyInfo).not.toBeNull();
  });

  it('valid as entered: an address of the address book, and a plausible unknown one', async () => {
    const book = (
      await validate({
        streetAddress: '280 Washington St',
        city: 'Birmingham',
        state: 'AL',
        zip: '35205',
      })
    ).json();
    expect(book.validated).toMatchObject({ streetAddress: '280 Washington St', unit: null });
    expect(book.propertyInfo).toBeNull();
    const other = (
      await validate({ streetAddress: '77 Quarry Rd', city: 'Madison', state: 'WI', zip: '53703' })
    ).json();
    expect(other.error).toBeNull();
    expect(other.validated).toMatchObject({ streetAddress: '77 Quarry Rd', city: 'Madison' });
    expect(typeof other.validated.latitude).toBe('number');
  });

  it('a banned address', async () => {
    const body = (
      await validate({
        streetAddress: '1313 Mockingbird Lane',
        city: 'Madison',
        state: 'WI',
        zip: '53704',
      })
    ).json();
    expect(body).toEqual({
      validated: null,
      propertyInfo: null,
      error: {
        code: 'ADDRESS_BANNED',
        message:
          'Warning- This address is not available for coverage. Please check your lease agreement and confirm your address.',
      },
    });
  });

  it('a commercial building', async () => {
    const body = (
      await validate({
        streetAddress: '233 S Wacker Dr',
        city: 'Chicago',
        state: 'IL',
        zip: '60606',
      })
    ).json();
    expect(body.error).toEqual({
      code: 'COMMERCIAL_ADDRESS',
      message: 'Not a residential address',
    });
  });

  it.each([
    ['no house number', { streetAddress: 'Main St', city: 'Madison', state: 'WI', zip: '53703' }],
    [
      'a zip outside the state',
      { streetAddress: '12 Oak Ave', city: 'Madison', state: 'WI', zip: '60614' },
    ],
    [
      'an unknown number on a known street',
      { streetAddress: '1403 Regent St', city: 'Madison', state: 'WI', zip: '53711' },
    ],
    [
      'a known address in another state',
      { streetAddress: '1402 Regent St', city: 'Madison', state: 'IL', zip: '53711' },
    ],
  ])('invalid: %s', async (_case, payload) => {
    const body = (await validate(payload)).json();
    expect(body).toEqual({
      validated: null,
      propertyInfo: null,
      error: { code: 'ADDRESS_INVALID', message: 'Unable to validate address. Please try again.' },
    });
  });

  it('an unserved state is validated; the client checks servedStates', async () => {
    const body = (
      await validate({
        streetAddress: '12 Kapiolani Blvd',
        city: 'Honolulu',
        state: 'HI',
        zip: '96814',
      })
    ).json();
    expect(body.validated).toMatchObject({ state: 'HI' });
    const settings = (await server.call({ method: 'GET', url: '/v2/util/settings' })).json();
    expect(settings.servedStates).not.toContain('HI');
  });

  it('bad input is a 400', async () => {
    expect(
      (await validate({ streetAddress: '', city: 'X', state: 'WI', zip: '53703' })).statusCode,
    ).toBe(400);
    expect(
      (await validate({ streetAddress: '1 A St', city: 'X', state: 'wi', zip: '53703' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await validate({ streetAddress: '1 A St', city: 'X', state: 'WI', zip: '5370' })).statusCode,
    ).toBe(400);
    expect(
      (await validate({ streetAddress: '1 A St', city: 'X', state: 'WI', zip: '53703', extra: 1 }))
        .statusCode,
    ).toBe(400);
  });
});

describe('GET /v2/util/addressSuggestions', () => {
  const suggest = (query: string) =>
    server.call({ method: 'GET', url: `/v2/util/addressSuggestions?${query}` });

  it('prefix matches, 5 by default', async () => {
    const body = (await suggest('q=1402%20Reg')).json();
    expect(body.suggestions[0]).toMatchObject({
      description: '1402 Regent St, Madison, WI 53711',
      streetAddress: '1402 Regent St',
      latitude: 43.0675,
    });
    const many = (await suggest('q=Main')).json();
    expect(many.suggestions.length).toBeLessThanOrEqual(5);
  });

  it('fuzzy: every word anywhere, up to the limit', async () => {
    const body = (await suggest('q=regent%20madison&limit=10')).json();
    expect(body.suggestions.length).toBeGreaterThan(0);
    for (const s of body.suggestions) expect(s.description.toLowerCase()).toContain('madison');
    expect((await suggest('q=zzzz-nothing')).json()).toEqual({ suggestions: [] });
  });

  it('never suggests a banned address', async () => {
    expect((await suggest('q=1313%20Mockingbird')).json().suggestions).toEqual([]);
  });

  it('limit above 10, or an empty q, is a 400', async () => {
    expect((await suggest('q=Main&limit=11')).statusCode).toBe(400);
    expect((await suggest('q=')).statusCode).toBe(400);
  });
});

describe('POST /v2/underwritingQuestions', () => {
  const questions = async (state: string, zip = '53703') =>
    (
      await server.call({
        method: 'POST',
        url: '/v2/underwritingQuestions',
        payload: { address: { streetAddress: '1 Main St', city: 'X', state, zip } },
      })
    ).json();
  const names = (body: { questions: { questionName: string }[] }) =>
    body.questions.map((q) => q.questionName);

  it('answers the state questions with their texts and answers', async () => {
    const body = await questions('WI');
    expect(body.error).toBeNull();
    expect(names(body)).toEqual([
      'dwellingType',
      'manufacturedMobileHome',
      'mandatoryInsuranceRequirement',
      'losses',
      'numberOfLosses',
      'lossDate',
      'animalInjury',
      'arson',
      'policyEffectiveDate',
    ]);
    expect(body.questions[0]).toMatchObject({ allowedResponses: ['A', 'D', 'S', 'T'] });
    expect(body.questions[4]).toMatchObject({ allowedResponses: ['1', '2'] });
    expect(body.questions[5]).toMatchObject({ allowedResponses: null });
  });

  it('coverageMasonry in FL and TX, Arson in RI, the lease date in NC', async () => {
    expect(names(await questions('FL'))).toContain('coverageMasonry');
    expect(names(await questions('RI'))).toContain('Arson');
    expect(names(await questions('RI'))).not.toContain('arson');
    expect(names(await questions('NC'))).toContain('leaseEffectiveDate');
  });

  it('an unserved state is an error', async () => {
    expect(await questions('HI', '96814')).toEqual({
      questions: [],
      error: {
        code: 'STATE_NOT_SERVED',
        message: 'Unfortunately, the product is not currently available in this state.',
      },
    });
  });
});

describe('POST /v2/getDisclosure', () => {
  const disclosure = (disclosureType: string, state: string) =>
    server.call({ method: 'POST', url: '/v2/getDisclosure', payload: { disclosureType, state } });

  it.each([
    'sms',
    'ebc',
    'fraud',
    'cancelationnotice',
    'payauthorization',
    'legal',
    'interestedparty',
  ])('a generic %s text', async (type) => {
    const response = await disclosure(type, 'WI');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      disclosureType: type,
      state: 'WI',
      version: `${type}-2025.1`,
    });
    expect(response.json().content.length).toBeGreaterThan(50);
  });

  it('Illinois water backup; none elsewhere', async () => {
    const il = await disclosure('waterbackup', 'IL');
    expect(il.json()).toMatchObject({
      title: 'Illinois Water Backup Disclosure',
      version: 'waterbackup-IL-2025.1',
    });
    const wi = await disclosure('waterbackup', 'WI');
    expect(wi.statusCode).toBe(404);
    expect(wi.json().message).toBe('No disclosure content available.');
  });

  it('Rhode Island arson text in the legal disclosure', async () => {
    const body = (await disclosure('legal', 'RI')).json();
    expect(body.title).toBe('Rhode Island Arson Disclosure');
    expect(body.content).toContain('arson');
  });

  it('an unknown type is a 400', async () => {
    expect((await disclosure('poetry', 'WI')).statusCode).toBe(400);
  });
});

describe('GET /v2/account/renewingPolicies', () => {
  const maya = demoAccount('own-policy').email;
  const renewing = (query: string) =>
    server.call({ method: 'GET', url: `/v2/account/renewingPolicies?${query}` });

  it("answers the tenant's renewing policy at that address", async () => {
    const q = `email=${maya}&address=1402%20regent%20st&city=Madison&state=WI&zip_code=53711&unit=3B`;
    const body = (await renewing(q)).json();
    expect(body.pending_transaction).toBe(false);
    expect(body.renewing_policies).toHaveLength(1);
    // Only what the second-policy page shows (anonymousLookups.test.ts checks every key).
    expect(body.renewing_policies[0]).toMatchObject({
      policyRenewalDate: { usdate: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/) },
    });
    expect(body.renewing_policies[0].management_company).not.toBe('unknown');
  });

  it('another address or e-mail answers none', async () => {
    const other = `email=${maya}&address=280%20Washington%20St&city=Birmingham&state=AL&zip_code=35205`;
    expect((await renewing(other)).json()).toEqual({
      pending_transaction: false,
      renewing_policies: [],
    });
    const stranger =
      'email=nobody@example.com&address=1402%20Regent%20St&city=Madison&state=WI&zip_code=53711&unit=3B';
    expect((await renewing(stranger)).json().renewing_policies).toEqual([]);
  });

  it('a purchase processing or issued within 24 hours is a pending transaction', async () => {
    const { purchases } = await import('../../../src/server/db/schema');
    const { eq } = await import('drizzle-orm');
    const email = 'buyer@example.com';
    const q = `email=${email}&address=x&city=x&state=WI&zip_code=53711`;
    expect((await renewing(q)).json().pending_transaction).toBe(false);
    await server.handle.db.insert(purchases).values({
      workItemId: 'SBX-PENDING',
      email,
      paymentTokenHash: 'x',
      status: 'processing',
      createdAt: server.clock.now,
    });
    expect((await renewing(q)).json().pending_transaction).toBe(true);
    await server.handle.db
      .update(purchases)
      .set({ status: 'failed' })
      .where(eq(purchases.workItemId, 'SBX-PENDING'));
    expect((await renewing(q)).json().pending_transaction).toBe(false);
    await server.handle.db
      .update(purchases)
      .set({ status: 'issued' })
      .where(eq(purchases.workItemId, 'SBX-PENDING'));
    expect((await renewing(q)).json().pending_transaction).toBe(true);
    server.advance(24 * 3_600_000 + 1000);
    expect((await renewing(q)).json().pending_transaction).toBe(false);
  });

  it('missing address fields are a 400', async () => {
    expect((await renewing(`email=${maya}&city=Madison&state=WI&zip_code=53711`)).statusCode).toBe(
      400,
    );
  });

  it('works signed in too', async () => {
    const token = await server.login(maya, DEMO_PASSWORD);
    const response = await server.call({
      method: 'GET',
      url: `/v2/account/renewingPolicies?email=${maya}&address=1402%20Regent%20St&city=Madison&state=WI&zip_code=53711&unit=3B`,
      headers: { token },
    });
    expect(response.json().renewing_policies).toHaveLength(1);
  });
});
