import { eq } from 'drizzle-orm';
import { quotes } from '../../../src/server/db/schema';
import { addDays } from '../../../src/domain/calendar';
import { serverToday } from '../../../src/server/handlers/carrier';
import { useTestServer } from '../../helpers/server';
import { answerIn } from '../../../src/server/answerLanguage';
import { SANDBOX_QUOTE_ADDRESS, SANDBOX_QUOTE_ANSWERS } from '../../helpers/quote';

const server = useTestServer();

const willow = {
  streetAddress: '1402 Regent St',
  unit: '3B',
  city: 'Madison',
  state: 'WI',
  zip: '53711',
};
const plain = SANDBOX_QUOTE_ADDRESS;
const baseAnswers = SANDBOX_QUOTE_ANSWERS;
const start = () => addDays(serverToday(server.clock.now), 7);
const withAnswer = (name: string, answer: string, list = baseAnswers) => [
  ...list.filter((a) => a.questionName !== name),
  { questionName: name, answer },
];

const quote = (payload: Record<string, unknown>) =>
  server.call({ method: 'POST', url: '/v2/quote', payload });
const firstQuote = async (address: object = plain, answers = baseAnswers) => {
  const response = await quote({ policyEffectiveDate: start(), address, answers });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const coverage = (body: { coverageDetails: { parameters: { name: string; value: string }[] } }) =>
  Object.fromEntries(body.coverageDetails.parameters.map((p) => [p.name, p.value]));
const requote = async (workItemId: string, coverageParameters: Record<string, unknown>) =>
  quote({
    policyEffectiveDate: start(),
    address: plain,
    answers: baseAnswers,
    workItemId,
    coverageParameters,
  });
const annual = (body: any) =>
  body.transactionDetails.payments.schedules[0].downPaymentAmount as number;

describe('POST /v2/quote: a first quote', () => {
  it('answers the quote, the cue and three payment schedules, and stores it', async () => {
    const body = await firstQuote();
    expect(body.error).toBeNull();
    expect(body.transactionDetails).toMatchObject({
      responseMessage: 'Success',
      denialNotice: null,
      policyEffectiveDate: start(),
      workItemId: expect.stringMatching(/^SBX-/),
      clientId: expect.any(String),
    });
    expect(body.policyHolderDetails).toEqual({ insured: { address: { state: 'WI' } } });
    // WI base 105 × 1.1 ($250 deductible): $115.50 a year.
    expect(annual(body)).toBe(115.5);
    expect(coverage(body)).toMatchObject({
      liabilityAmount: '100000',
      personalPropertyAmount: '20000',
      deductible: '250',
      iuiType: 'N',
      replacementCost: 'Y',
      waterBackup: 'N',
    });
    const cue = Object.fromEntries(body.coveragesCue.parameters.map((p: any) => [p.name, p.value]));
    expect(cue).toMatchObject({
      personalPropertyMin: '5000',
      personalPropertyMax: '100000',
      personalPropertyIncrement: '1000',
      personalLiabilityOptions: '100000,300000,500000',
      deductibleOptions: '250,500,1000',
      hasWaterBackup: 'Y',
    });
    expect(body.coveragesCue.businessRules.rule300KLiability).toEqual({
      initialUrlToken: `sandbox-300k-initial.${body.transactionDetails.workItemId}`,
      outcomeUrlToken: `sandbox-300k-outcome.${body.transactionDetails.workItemId}`,
      targetValue: 300000,
    });
    const [row] = await server.handle.db
      .select()
      .from(quotes)
      .where(eq(quotes.workItemId, body.transactionDetails.workItemId));
    expect(row).toMatchObject({ premiumCents: 11550, accountId: null });
    expect(row!.expiresAt.getTime() - server.clock.now.getTime()).toBe(30 * 86_400_000);
  });

  it('payment schedules: Annual, 4-Pay every 60 days, Monthly every 30 days, with the fee', async () => {
    const [a, four, monthly] = (await firstQuote()).transactionDetails.payments.schedules;
    expect(a).toMatchObject({ numberOfPayments: 1, serviceFee: 0, installmentAmount: 0 });
    expect(a.installments).toEqual([{ date: start(), amount: 115.5 }]);
    expect(four).toMatchObject({ numberOfPayments: 4, serviceFee: 1, installmentAmount: 28.87 });
    expect(four.downPaymentAmount).toBeCloseTo(115.5 - 3 * 28.87, 2);
    expect(four.installments.map((i: any) => i.date)).toEqual(
      [0, 60, 120, 180].map((d) => addDays(start(), d)),
    );
    expect(monthly).toMatchObject({ numberOfPayments: 11, installmentAmount: 9.62 });
    expect(monthly.installments).toHaveLength(11);
    expect(monthly.installments[10].date).toBe(addDays(start(), 300));
  });

  it('a partner property applies the manager minimums', async () => {
    const body = await firstQuote(willow);
    expect(body.transactionDetails.responseMessage).toBe('Success');
    expect(Number(coverage(body).liabilityAmount)).toBeGreaterThanOrEqual(100000);
  });

  it('the state factor: Florida costs more than Wisconsin, with a $5 fee', async () => {
    const fl = await firstQuote(
      { streetAddress: '12 Bay St', city: 'Tampa', state: 'FL', zip: '33606' },
      [...baseAnswers, { questionName: 'coverageMasonry', answer: 'N' }],
    );
    expect(annual(fl)).toBe(209); // 190 × 1.1
    expect(fl.transactionDetails.payments.schedules[2].serviceFee).toBe(5);
  });

  it('losses and dwelling type change the premium', async () => {
    const oneLoss = withAnswer(
      'lossDate',
      '2023-01-01',
      withAnswer('numberOfLosses', '1', withAnswer('losses', 'Y')),
    );
    expect(annual(await firstQuote(plain, oneLoss))).toBe(144.38); // 115.5 × 1.25
    expect(annual(await firstQuote(plain, withAnswer('dwellingType', 'S')))).toBe(132.83); // × 1.15
  });

  it.each([
    [
      'a manufactured home',
      withAnswer('manufacturedMobileHome', 'Y', withAnswer('dwellingType', 'S')),
      'manufactured or mobile homes',
    ],
    [
      '2 or more losses',
      withAnswer('numberOfLosses', '2', withAnswer('losses', 'Y')),
      '2 or more losses',
    ],
    ['an animal injury', withAnswer('animalInjury', 'Y'), 'animal'],
    ['arson', withAnswer('arson', 'Y'), 'arson'],
  ])('denies %s with a denial notice', async (_case, answers, notice) => {
    const body = await firstQuote(plain, answers);
    expect(body.transactionDetails).toMatchObject({
      responseMessage: 'Declined',
      denialNotice: expect.stringContaining(notice),
      payments: { schedules: [] },
    });
    expect(body.coveragesCue).toBeUndefined();
    expect(await server.handle.db.select().from(quotes)).toHaveLength(0);
  });

  it('Rhode Island quotes an Arson Yes (the state disclosure applies instead)', async () => {
    const ri = { streetAddress: '301 Atwells Ave', city: 'Providence', state: 'RI', zip: '02903' };
    const answers = [
      ...baseAnswers.filter((a) => a.questionName !== 'arson'),
      { questionName: 'Arson', answer: 'Y' },
    ];
    expect((await firstQuote(ri, answers)).transactionDetails.responseMessage).toBe('Success');
  });

  it('an unserved state is an error', async () => {
    const body = await firstQuote({
      streetAddress: '1 Kapiolani Blvd',
      city: 'Honolulu',
      state: 'HI',
      zip: '96814',
    });
    expect(body).toEqual({
      error: {
        code: 'STATE_NOT_SERVED',
        message: 'Unfortunately, the product is not currently available in this state.',
      },
    });
  });

  it('answers breaking the docs/product.md "Validation" rules are a 400 with the message', async () => {
    const missing = await quote({
      policyEffectiveDate: start(),
      address: plain,
      answers: baseAnswers.slice(1),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(
      'The answer to dwellingType is not valid: This question is required.',
    );
    const today = await quote({
      policyEffectiveDate: serverToday(server.clock.now),
      address: plain,
      answers: baseAnswers,
    });
    expect(today.json().message).toBe(
      'The answer to policyEffectiveDate is not valid: Policy Effective Date must be a valid date in the future.',
    );
    // In the request's language, the rule's words too; the question is named as the API names it.
    const inSpanish = await server.call({
      method: 'POST',
      url: '/v2/quote',
      headers: { 'accept-language': 'es' },
      payload: { policyEffectiveDate: start(), address: plain, answers: baseAnswers.slice(1) },
    });
    expect(inSpanish.json().message).toBe(
      `La respuesta a dwellingType no es válida: ${answerIn('es', 'This question is required.')}`,
    );
    expect(inSpanish.json().message).not.toContain('This question');
    const dwelling = await quote({
      policyEffectiveDate: start(),
      address: plain,
      answers: withAnswer('dwellingType', 'X'),
    });
    expect(dwelling.json().message).toContain('Dwelling Type must be one of the following');
    const unknown = await quote({
      policyEffectiveDate: start(),
      address: plain,
      answers: withAnswer('favouriteColour', 'blue'),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown underwriting question: favouriteColour.');
    const malformed = await quote({
      policyEffectiveDate: 'soon',
      address: plain,
      answers: baseAnswers,
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('POST /v2/quote: a re-quote', () => {
  const base = {
    liabilityAmount: 100000,
    personalPropertyAmount: 20000,
    deductible: 250,
    iuiType: 'N',
    replacementCost: 'Y',
  };

  it('recomputes from the stored answers as the tables say, and stores the new coverage', async () => {
    const first = await firstQuote();
    const id = first.transactionDetails.workItemId;
    const more = (
      await requote(id, { ...base, personalPropertyAmount: 40000, deductible: 1000 })
    ).json();
    // 105 × (0.7 + 0.6) × 0.88 = 120.12
    expect(annual(more)).toBe(120.12);
    expect(more.transactionDetails.workItemId).toBe(id);
    const water = (await requote(id, { ...base, waterBackup: 'Y', earthquake: 'Y' })).json();
    // earthquake is not offered in WI: it stays N; water backup adds $24.
    expect(annual(water)).toBe(139.5);
    expect(coverage(water)).toMatchObject({ waterBackup: 'Y', earthquake: 'N' });
    const [row] = await server.handle.db.select().from(quotes).where(eq(quotes.workItemId, id));
    expect(row).toMatchObject({ premiumCents: 13950 });
  });

  it('prices each offered add-on as a re-quote with it would', async () => {
    const first = await firstQuote();
    const id = first.transactionDetails.workItemId;
    const prices = (body: any) =>
      Object.fromEntries(
        body.addOnPrices.map((p: { name: string; annualAmount: number }) => [
          p.name,
          p.annualAmount,
        ]),
      );
    // WI offers identity fraud, pet damage, water backup and the loss-free credit; not
    // earthquake or water damage liability; replacement cost is always included.
    expect(prices(first)).toEqual({
      identityFraud: 18,
      petDamage: 15,
      waterBackup: 24,
      lossFreeCredit: -8,
    });
    // Each figure is what the re-quote with the add-on on actually costs.
    for (const [name, amount] of Object.entries(prices(first))) {
      const on = (await requote(id, { ...base, [name]: 'Y' })).json();
      expect(Math.round((annual(on) - annual(first)) * 100) / 100).toBe(amount);
    }
    // With water backup on, its own price is what turning it off would take away.
    const water = (await requote(id, { ...base, waterBackup: 'Y' })).json();
    expect(prices(water).waterBackup).toBe(24);
  });

  it('an unknown or expired workItemId is an error', async () => {
    const unknown = (await requote('SBX-00000000000000000000000000000000', base)).json();
    expect(unknown.error).toMatchObject({ code: 'QUOTE_NOT_FOUND' });
    const id = (await firstQuote()).transactionDetails.workItemId;
    server.advance(31 * 86_400_000);
    expect((await requote(id, base)).json().error).toMatchObject({ code: 'QUOTE_NOT_FOUND' });
  });

  it('amounts outside the cue are a 400', async () => {
    const id = (await firstQuote()).transactionDetails.workItemId;
    expect((await requote(id, { ...base, personalPropertyAmount: 20500 })).statusCode).toBe(400);
    expect((await requote(id, { ...base, deductible: 750 })).statusCode).toBe(400);
    expect((await requote(id, { ...base, liabilityAmount: 200000 })).statusCode).toBe(400);
    expect((await requote(id, { ...base, iuiType: 'Y' })).statusCode).toBe(400);
    const half = await quote({
      policyEffectiveDate: start(),
      address: plain,
      answers: baseAnswers,
      workItemId: id,
    });
    expect(half.statusCode).toBe(400);
  });

  it('300000 liability needs the questionnaire first', async () => {
    const id = (await firstQuote()).transactionDetails.workItemId;
    expect((await requote(id, { ...base, liabilityAmount: 300000 })).json().error).toEqual({
      code: 'LIABILITY_NOT_QUALIFIED',
      message: 'Unable to provide $300,000 liability coverage for this address.',
    });
  });
});

describe('POST /v2/assurantResponse: the 300K questionnaire', () => {
  const ask = (payload: Record<string, unknown>) =>
    server.call({ method: 'POST', url: '/v2/assurantResponse', payload });
  const answers = (...pairs: [number, number][]) => ({
    QuestionnaireId: 300,
    Answers: pairs.map(([QuestionId, QuestionOptionId]) => ({ QuestionId, QuestionOptionId })),
  });

  it('fetches the questionnaire with nextQuestion branching', async () => {
    const cue = (await firstQuote()).coveragesCue.businessRules.rule300KLiability;
    const body = (await ask({ tokenizedURL: cue.initialUrlToken })).json();
    expect(body.questionnaires).toHaveLength(1);
    const [questionnaire] = body.questionnaires;
    expect(questionnaire.questionnaireId).toBe(300);
    expect(questionnaire.questions.map((q: any) => q.questionId)).toEqual([1, 2, 3, 4]);
    expect(questionnaire.questions[0].options).toEqual([
      expect.objectContaining({ questionOptionId: 101, optionValue: 'Y', nextQuestion: null }),
      expect.objectContaining({ questionOptionId: 102, optionValue: 'N', nextQuestion: 2 }),
    ]);
  });

  it('approves, and then a re-quote at 300000 prices the higher liability', async () => {
    const first = await firstQuote();
    const cue = first.coveragesCue.businessRules.rule300KLiability;
    const outcome = (
      await ask({ tokenizedURL: cue.outcomeUrlToken, data: answers([1, 102], [2, 202], [3, 302]) })
    ).json();
    expect(outcome).toEqual({
      isApproved: true,
      pmsValues: [
        { fieldName: 'rule300KLiability', value: 'APPROVED' },
        { fieldName: 'liabilityAmount', value: '300000' },
      ],
    });
    const id = first.transactionDetails.workItemId;
    const body = (
      await requote(id, { liabilityAmount: 300000, personalPropertyAmount: 20000, deductible: 250 })
    ).json();
    expect(annual(body)).toBe(129.36); // 115.5 × 1.12
  });

  it.each([
    ['a listed dog', [[1, 101]]],
    [
      'a business with visitors',
      [
        [1, 102],
        [2, 201],
      ],
    ],
    [
      'an unfenced pool',
      [
        [1, 102],
        [2, 202],
        [3, 301],
        [4, 402],
      ],
    ],
  ] as [string, [number, number][]][])('declines %s', async (_case, pairs) => {
    const cue = (await firstQuote()).coveragesCue.businessRules.rule300KLiability;
    const outcome = (
      await ask({ tokenizedURL: cue.outcomeUrlToken, data: answers(...pairs) })
    ).json();
    expect(outcome.isApproved).toBe(false);
    expect(outcome.pmsValues[0]).toEqual({ fieldName: 'rule300KLiability', value: 'DECLINED' });
  });

  it('a fenced pool is approved', async () => {
    const cue = (await firstQuote()).coveragesCue.businessRules.rule300KLiability;
    const data = answers([1, 102], [2, 202], [3, 301], [4, 401]);
    expect((await ask({ tokenizedURL: cue.outcomeUrlToken, data })).json().isApproved).toBe(true);
  });

  it("an unknown token: 'Questionnaire not found'", async () => {
    for (const payload of [
      { tokenizedURL: 'https://example.com/nope' },
      {
        tokenizedURL: 'sandbox-300k-outcome.SBX-00000000000000000000000000000000',
        data: answers([1, 102], [2, 202], [3, 302]),
      },
    ]) {
      const response = await ask(payload);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Questionnaire not found');
    }
  });

  it('incomplete or mismatched answers are a 400', async () => {
    const cue = (await firstQuote()).coveragesCue.businessRules.rule300KLiability;
    expect(
      (await ask({ tokenizedURL: cue.outcomeUrlToken, data: answers([1, 102]) })).statusCode,
    ).toBe(400);
    expect(
      (await ask({ tokenizedURL: cue.outcomeUrlToken, data: answers([1, 999]) })).statusCode,
    ).toBe(400);
    expect(
      (
        await ask({
          tokenizedURL: cue.outcomeUrlToken,
          data: { QuestionnaireId: 300, Answers: [] },
        })
      ).statusCode,
    ).toBe(400);
  });
});
