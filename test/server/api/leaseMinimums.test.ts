// The lease's minimums, one rule on every server path. At every partner property of the
// demo data the first quote proposes an offered amount meeting the minimums; re-quotes, purchases
// and moves below any minimum are refused (400, the message, a stable code), never priced or
// sold; forced state coverages cannot be turned off. On PGlite, and on PostgreSQL when
// DATABASE_URL is set.
import { eq } from 'drizzle-orm';
import {
  leaseRequirementMessages as m,
  leaseRequirementText,
  quoteMessages,
} from '../../../src/domain/messages';
import { buildApp } from '../../../src/server/app';
import { carrierFromConfig } from '../../../src/server/adapters/carrier';
import type { Carrier } from '../../../src/server/adapters/carrier/interface';
import { parseCue } from '../../../src/domain/quote/coverage';
import { proposedLiability } from '../../../src/domain/quote/requirements';
import { addDays } from '../../../src/domain/calendar';
import { DEMO_COMPANIES, DEMO_PROPERTIES } from '../../../src/server/db/seed-data';
import { policies, purchases, quotes } from '../../../src/server/db/schema';
import { serverToday } from '../../../src/server/handlers/carrier';
import { SANDBOX_QUOTE_ANSWERS } from '../../helpers/quote';
import { policyHelpers } from '../../helpers/policies';
import { postgresUrl, testConfig, useTestServer, type TestServer } from '../../helpers/server';
import { issue, issueRequest, tokenize, type QuoteFixture } from '../carrier/fixtures';

const PARTNERS = DEMO_PROPERTIES.filter((p) => p.company !== null).map((p) => {
  const company = DEMO_COMPANIES.find((c) => c.slug === p.company)!;
  return {
    name: p.propertyName,
    address: {
      streetAddress: p.rentalAddress,
      unit: '1A',
      city: p.city,
      state: p.state,
      zip: p.zipCode,
    },
    liabilityMinimum: company.liabilityLimit ?? null,
    contentsMinimum: company.contentAmount ?? null,
  };
});
const OBERLIN = PARTNERS.find((p) => p.name === 'Oberlin Village')!;
const BARTON_CREEK = PARTNERS.find((p) => p.name === 'Barton Creek Commons')!;

/** The sandbox's questions of the state answered (masonry and lease date where it asks them). */
function answersFor(state: string, start: string) {
  const answers = [...SANDBOX_QUOTE_ANSWERS];
  if (['FL', 'TX', 'LA', 'SC'].includes(state))
    answers.push({ questionName: 'coverageMasonry', answer: 'N' });
  if (['NC', 'NY'].includes(state))
    answers.push({ questionName: 'leaseEffectiveDate', answer: start });
  return answers;
}

const coverageOf = (body: any): Record<string, string> =>
  Object.fromEntries(body.coverageDetails.parameters.map((p: any) => [p.name, p.value]));

function suite(name: string, options: { postgres?: boolean }) {
  describe(name, () => {
    const server: TestServer = useTestServer(options);
    const h = policyHelpers(server);
    const start = () => addDays(serverToday(server.clock.now), 7);
    const quote = (payload: object, token?: string, language?: string) =>
      server.call({
        method: 'POST',
        url: '/v2/quote',
        headers: {
          ...(token ? { token } : {}),
          ...(language ? { 'accept-language': language } : {}),
        },
        payload,
      });
    const firstQuote = async (partner: (typeof PARTNERS)[number], token?: string) => {
      const response = await quote(
        {
          policyEffectiveDate: start(),
          address: partner.address,
          answers: answersFor(partner.address.state, start()),
        },
        token,
      );
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.error).toBeNull();
      return body;
    };
    const requote = (
      partner: (typeof PARTNERS)[number],
      workItemId: string,
      coverageParameters: Record<string, unknown>,
      token?: string,
      language?: string,
    ) =>
      quote(
        {
          policyEffectiveDate: start(),
          address: partner.address,
          answers: answersFor(partner.address.state, start()),
          workItemId,
          coverageParameters,
        },
        token,
        language,
      );
    const approve300k = async (body: any) => {
      const rule = body.coveragesCue.businessRules.rule300KLiability;
      const response = await server.call({
        method: 'POST',
        url: '/v2/assurantResponse',
        payload: {
          tokenizedURL: rule.outcomeUrlToken,
          data: {
            QuestionnaireId: 300,
            Answers: [
              { QuestionId: 1, QuestionOptionId: 102 },
              { QuestionId: 2, QuestionOptionId: 202 },
              { QuestionId: 3, QuestionOptionId: 302 },
            ],
          },
        },
      });
      expect(response.json().isApproved).toBe(true);
    };
    const storedPremium = async (workItemId: string) =>
      (await server.handle.db.select().from(quotes).where(eq(quotes.workItemId, workItemId)))[0]!
        .premiumCents;

    it.each(PARTNERS.map((p) => [p.name, p] as const))(
      'the first quote at %s proposes an offered amount meeting the minimums',
      async (_name, partner) => {
        const body = await firstQuote(partner);
        const cue = parseCue(body.coveragesCue.parameters);
        const coverage = coverageOf(body);
        const liability = Number(coverage.liabilityAmount);
        expect(cue.liabilityOptions).toContain(liability);
        expect(liability).toBe(proposedLiability(cue.liabilityOptions, partner.liabilityMinimum));
        expect(liability).toBeGreaterThanOrEqual(partner.liabilityMinimum ?? 0);
        expect(Number(coverage.personalPropertyAmount)).toBeGreaterThanOrEqual(
          partner.contentsMinimum ?? 0,
        );
        const forced = partner.address.state === 'NC' && cue.flags.hasWaterDamageLiability;
        if (forced) expect(coverage.waterDamageLiability).toBe('Y');
      },
    );

    it('Oberlin: $200,000 required, 300,000 proposed; changing the deductible re-quotes after the questionnaire', async () => {
      const body = await firstQuote(OBERLIN);
      const coverage = coverageOf(body);
      expect(coverage).toMatchObject({ liabilityAmount: '300000', waterDamageLiability: 'Y' });
      const id = body.transactionDetails.workItemId;
      const deductible500 = {
        liabilityAmount: 300000,
        personalPropertyAmount: Number(coverage.personalPropertyAmount),
        deductible: 500,
        waterDamageLiability: 'Y',
      };
      // docs/product.md "States": 300,000 is the questionnaire's amount; before it, the re-quote is
      // not qualified.
      expect((await requote(OBERLIN, id, deductible500)).json().error).toEqual({
        code: 'LIABILITY_NOT_QUALIFIED',
        message: quoteMessages.unable300k,
      });
      // In the request's language (docs/i18n.md), with the same code.
      expect((await requote(OBERLIN, id, deductible500, undefined, 'es-MX')).json().error).toEqual({
        code: 'LIABILITY_NOT_QUALIFIED',
        message:
          'No podemos ofrecer una cobertura de responsabilidad civil de $300,000 para esta dirección.',
      });
      await approve300k(body);
      const again = await requote(OBERLIN, id, deductible500);
      expect(again.statusCode).toBe(200);
      expect(coverageOf(again.json())).toMatchObject({
        liabilityAmount: '300000',
        deductible: '500',
        waterDamageLiability: 'Y',
      });
    });

    it('Oberlin: a re-quote below the minimum or with water damage liability off is refused, never priced', async () => {
      const body = await firstQuote(OBERLIN);
      const id = body.transactionDetails.workItemId;
      await approve300k(body);
      const premium = await storedPremium(id);
      const base = {
        liabilityAmount: 300000,
        personalPropertyAmount: 20000,
        deductible: 250,
        waterDamageLiability: 'Y',
      };
      const below = await requote(OBERLIN, id, { ...base, liabilityAmount: 100000 });
      expect(below.statusCode).toBe(400);
      expect(below.json()).toEqual({
        code: 'LIABILITY_BELOW_MINIMUM',
        message: 'This property requires at least $200,000 of liability coverage.',
      });
      const spanish = await requote(
        OBERLIN,
        id,
        { ...base, liabilityAmount: 100000 },
        undefined,
        'es-MX,es;q=0.9',
      );
      expect(spanish.statusCode).toBe(400);
      expect(spanish.json()).toEqual({
        code: 'LIABILITY_BELOW_MINIMUM',
        message: 'Esta propiedad exige al menos $200,000 de cobertura de responsabilidad civil.',
      });
      const off = await requote(OBERLIN, id, { ...base, waterDamageLiability: 'N' });
      expect(off.statusCode).toBe(400);
      expect(off.json()).toEqual({
        code: 'REQUIRED_COVERAGE_OFF',
        message: m.waterDamageLiabilityRequired,
      });
      const missing = await requote(OBERLIN, id, {
        liabilityAmount: 300000,
        personalPropertyAmount: 20000,
        deductible: 250,
      });
      expect(missing.json().code).toBe('REQUIRED_COVERAGE_OFF');
      expect(await storedPremium(id)).toBe(premium);
    });

    it('Barton Creek: belongings below the $20,000 minimum are refused', async () => {
      const body = await firstQuote(BARTON_CREEK);
      const id = body.transactionDetails.workItemId;
      await approve300k(body);
      const response = await requote(BARTON_CREEK, id, {
        liabilityAmount: 300000,
        personalPropertyAmount: 10000,
        deductible: 250,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'CONTENTS_BELOW_MINIMUM',
        message: 'This property requires at least $20,000 of coverage for your belongings.',
      });
      const lower = await requote(BARTON_CREEK, id, {
        liabilityAmount: 100000,
        personalPropertyAmount: 20000,
        deductible: 250,
      });
      expect(lower.json()).toEqual({
        code: 'LIABILITY_BELOW_MINIMUM',
        message: 'This property requires at least $300,000 of liability coverage.',
      });
    });

    it("another tenant's quote cannot be re-quoted", async () => {
      const mine = await firstQuote(OBERLIN, await h.token('own-policy'));
      const other = await requote(
        OBERLIN,
        mine.transactionDetails.workItemId,
        {
          liabilityAmount: 300000,
          personalPropertyAmount: 20000,
          deductible: 250,
          waterDamageLiability: 'Y',
        },
        await h.token('association-member'),
      );
      expect(other.json().error.code).toBe('QUOTE_NOT_FOUND');
    });

    describe('purchase', () => {
      const fixtureOf = (partner: (typeof PARTNERS)[number], body: any): QuoteFixture => ({
        workItemId: body.transactionDetails.workItemId,
        clientId: body.transactionDetails.clientId,
        productId: body.transactionDetails.productId,
        policyEffectiveDate: start(),
        schedules: body.transactionDetails.payments.schedules,
        address: partner.address,
      });
      const buy = async (partner: (typeof PARTNERS)[number], body: any, email: string) => {
        const fixture = fixtureOf(partner, body);
        const payload = issueRequest(fixture, await tokenize(server, fixture), {
          buyer: { email },
        });
        payload.assurant.uwAnswers = answersFor(partner.address.state, start());
        return issue(server, payload);
      };

      it('Oberlin: bought at the proposal after the questionnaire, without touching liability', async () => {
        const body = await firstQuote(OBERLIN);
        await approve300k(body);
        const response = await buy(OBERLIN, body, 'oberlin.buyer@example.com');
        expect(response.statusCode).toBe(200);
        expect(response.json().error ?? null).toBeNull();
        const [row] = await server.handle.db
          .select()
          .from(policies)
          .where(eq(policies.quoteWorkItemId, body.transactionDetails.workItemId));
        expect(row).toMatchObject({ liabilityLimit: 300000 });
      });

      it('300,000 without the questionnaire is not sold', async () => {
        const body = await firstQuote(OBERLIN);
        const response = await buy(OBERLIN, body, 'oberlin.unasked@example.com');
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'LIABILITY_NOT_QUALIFIED',
          message: quoteMessages.unable300k,
        });
        expect(await server.handle.db.select().from(purchases)).toHaveLength(0);
      });

      it.each([
        ['liability below the minimum', { liabilityAmount: '100000' }, 'LIABILITY_BELOW_MINIMUM'],
        ['water damage liability off', { waterDamageLiability: 'N' }, 'REQUIRED_COVERAGE_OFF'],
      ])('a quote with %s (priced before the rule) is not sold', async (_case, change, code) => {
        const body = await firstQuote(OBERLIN);
        await approve300k(body);
        const id = body.transactionDetails.workItemId;
        const [row] = await server.handle.db.select().from(quotes).where(eq(quotes.workItemId, id));
        await server.handle.db
          .update(quotes)
          .set({ coverage: { ...row!.coverage, ...change } })
          .where(eq(quotes.workItemId, id));
        const response = await buy(OBERLIN, body, `oberlin.${code.toLowerCase()}@example.com`);
        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBe(code);
        expect(await server.handle.db.select().from(purchases)).toHaveLength(0);
      });

      it('Barton Creek: belongings below the minimum are not sold', async () => {
        const body = await firstQuote(BARTON_CREEK);
        await approve300k(body);
        const id = body.transactionDetails.workItemId;
        const [row] = await server.handle.db.select().from(quotes).where(eq(quotes.workItemId, id));
        await server.handle.db
          .update(quotes)
          .set({ coverage: { ...row!.coverage, personalPropertyAmount: '15000' } })
          .where(eq(quotes.workItemId, id));
        const response = await buy(BARTON_CREEK, body, 'barton.buyer@example.com');
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'CONTENTS_BELOW_MINIMUM',
          message: 'This property requires at least $20,000 of coverage for your belongings.',
        });
      });
    });

    describe('move', () => {
      const move = (token: string, id: number, body: object) =>
        h.call('PUT', `/v2/policy/update-address/${id}`, token, body);
      const preview = (token: string, id: number, body: object) =>
        h.call('POST', `/v2/policy/update-address/${id}/preview`, token, body);

      it("a policy below the new lease's minimums is not moved there", async () => {
        // Maya's policy: $100,000 liability, $20,000 belongings; Barton Creek requires $300,000.
        const policy = await h.ownPolicy('own-policy');
        const token = await h.token('own-policy');
        for (const call of [preview, move]) {
          const response = await call(token, policy.policyId, BARTON_CREEK.address);
          expect(response.statusCode).toBe(400);
          expect(response.json()).toEqual({
            code: 'LIABILITY_BELOW_MINIMUM',
            message: 'This property requires at least $300,000 of liability coverage.',
          });
        }
        await server.handle.db
          .update(policies)
          .set({ liabilityLimit: 300000, contentsLimit: 15000 })
          .where(eq(policies.id, policy.policyId));
        const contents = await move(token, policy.policyId, BARTON_CREEK.address);
        expect(contents.json()).toEqual({
          code: 'CONTENTS_BELOW_MINIMUM',
          message: 'This property requires at least $20,000 of coverage for your belongings.',
        });
        expect(await h.row(policy.policyId)).toMatchObject({ insuredAddress: '1402 Regent St' });
        expect(await h.changes(policy.policyId)).toHaveLength(0);
      });

      it('a policy without the coverage the new state forces is not moved there', async () => {
        // Maya's policy, raised to Oberlin's minimum, carries the coverage of an NC quote.
        const policy = await h.ownPolicy('own-policy');
        const token = await h.token('own-policy');
        const quoted = await firstQuote(OBERLIN);
        const id = quoted.transactionDetails.workItemId;
        const [row] = await server.handle.db.select().from(quotes).where(eq(quotes.workItemId, id));
        const withWater = (on: 'Y' | 'N') =>
          server.handle.db
            .update(quotes)
            .set({ coverage: { ...row!.coverage, waterDamageLiability: on } })
            .where(eq(quotes.workItemId, id));
        await server.handle.db
          .update(policies)
          .set({ liabilityLimit: 300000, quoteWorkItemId: id })
          .where(eq(policies.id, policy.policyId));
        await withWater('N');
        for (const call of [preview, move]) {
          const response = await call(token, policy.policyId, OBERLIN.address);
          expect(response.statusCode).toBe(400);
          expect(response.json()).toEqual({
            code: 'REQUIRED_COVERAGE_OFF',
            message: m.waterDamageLiabilityRequired,
          });
        }
        await withWater('Y');
        const moved = await move(token, policy.policyId, OBERLIN.address);
        expect(moved.statusCode).toBe(200);
        expect(await h.row(policy.policyId)).toMatchObject({ insuredAddress: '1820 Oberlin Rd' });
      });

      it("another tenant's policy cannot be moved", async () => {
        const policy = await h.ownPolicy('own-policy');
        const response = await move(
          await h.token('association-member'),
          policy.policyId,
          OBERLIN.address,
        );
        expect(response.statusCode).toBe(404);
      });
    });
  });
}

suite('the lease minimums (PGlite)', {});
if (postgresUrl) suite('the lease minimums (PostgreSQL)', { postgres: true });

describe('a carrier that ignores the minimums it is sent (PGlite)', () => {
  const server: TestServer = useTestServer();
  const start = () => addDays(serverToday(server.clock.now), 7);

  async function appWith(change: (carrier: Carrier) => Partial<Carrier>) {
    const sandbox = carrierFromConfig(server.config, server.handle.db);
    const app = await buildApp({
      config: testConfig(),
      db: server.handle.db,
      now: () => server.clock.now,
      carrier: { ...sandbox, ...change(sandbox) },
      backgroundJobs: false,
    });
    await app.ready();
    return app;
  }
  const firstQuoteWith = async (app: Awaited<ReturnType<typeof appWith>>, language?: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/v2/quote',
      headers: language ? { 'accept-language': language } : {},
      payload: {
        policyEffectiveDate: start(),
        address: OBERLIN.address,
        answers: answersFor('NC', start()),
      },
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('the first quote is quoted again at the proposal', async () => {
    const app = await appWith((sandbox) => ({
      quote: (input) => sandbox.quote({ ...input, minimums: undefined }),
    }));
    try {
      const body = await firstQuoteWith(app);
      expect(coverageOf(body)).toMatchObject({
        liabilityAmount: '300000',
        waterDamageLiability: 'Y',
      });
      const [row] = await server.handle.db
        .select()
        .from(quotes)
        .where(eq(quotes.workItemId, body.transactionDetails.workItemId));
      expect(row!.coverage).toMatchObject({ liabilityAmount: '300000', waterDamageLiability: 'Y' });
    } finally {
      await app.close();
    }
  });

  it('a minimum it offers nothing for is refused with a plain message, and nothing is stored', async () => {
    const app = await appWith((sandbox) => ({
      async quote(input) {
        const result = await sandbox.quote({ ...input, minimums: undefined });
        if (result.kind !== 'quoted') return result;
        const parameters = result.coveragesCue.parameters.map((p) =>
          p.name === 'personalLiabilityOptions' ? { ...p, value: '100000' } : p,
        );
        return { ...result, coveragesCue: { ...result.coveragesCue, parameters } };
      },
    }));
    try {
      const body = await firstQuoteWith(app);
      expect(body.error).toEqual({
        code: 'LIABILITY_MINIMUM_NOT_OFFERED',
        message: leaseRequirementText('liabilityNotOffered', 200000),
      });
      expect((await firstQuoteWith(app, 'es')).error).toEqual({
        code: 'LIABILITY_MINIMUM_NOT_OFFERED',
        message:
          'No podemos darte una cotización para esta dirección. El administrador de la propiedad exige $200,000 de cobertura de responsabilidad civil, que no podemos ofrecer aquí.',
      });
      expect(await server.handle.db.select().from(quotes)).toHaveLength(0);
    } finally {
      await app.close();
    }
  });
});
