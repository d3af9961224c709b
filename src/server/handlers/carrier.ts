// The carrier tag (docs/product.md "Onboarding flow", "Calls"): address validation and suggestions, underwriting questions,
// quotes and re-quotes, the 300K questionnaire, disclosures and renewing policies. Business
// refusals answer 200 with `error`; malformed input 400; a failing carrier 502.
import { DUPLICATE_TRANSACTION_PAUSE_HOURS } from '../../domain/constants';
import { addressMessages, disclosureMessages, quoteMessages } from '../../domain/messages';
import { usDate } from '../../domain/policies/status';
import { DAY_MS, utcDay } from '../../domain/calendar';
import { orderQuestions, underwritingErrors } from '../../domain/underwriting/questions';
import { parseCue } from '../../domain/quote/coverage';
import {
  meetRequirements,
  NO_REQUIREMENTS,
  requirementBreaches,
  subjectOfCoverage,
  unavailableText,
  type LeaseRequirements,
} from '../../domain/quote/requirements';
import {
  CarrierInputError,
  type CarrierQuote,
  type QuoteInput,
  type UnderwritingQuestion,
} from '../adapters/carrier/interface';
import { sessionAccountId } from '../auth/context';
import type { AppContext } from '../context';
import { answerIn, formatAnswer, requestLocale } from '../answerLanguage';
import { refusalsTexts } from '../../domain/i18n/generated/en/refusals';
import { phrase } from '../../domain/i18n/texts';
import { answers, badRequest, HttpError, notFound } from '../errors';
import {
  findPartnerProperty,
  findQuote,
  quoteOpenTo,
  insertQuote,
  QUOTE_VALID_DAYS,
  renewingPoliciesAt,
  updateQuote,
} from '../repositories/quotes';
import { findPurchase, recentPurchase } from '../repositories/purchases';
import { refuseBelowLease, requirementsAt } from './leaseRequirements';
import type { Handlers, Ok } from './types';

export const QUOTE_NOT_FOUND = answers.quoteNotFound;
export const QUOTE_PURCHASED = answers.quotePurchased;

/** Runs a carrier call: its input refusals are 400s, anything else it throws a 502. */
async function viaCarrier<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof CarrierInputError) throw badRequest(error.message, 'VALIDATION_ERROR');
    if (error instanceof HttpError) throw error;
    throw new HttpError(502, answers.carrierUnavailable, 'CARRIER_UNAVAILABLE');
  }
}

/**
 * The calendar day the rules call "today". US tenants are behind UTC, so the server counts the
 * day from 12 hours earlier: a start date of tomorrow in any US time zone is accepted.
 */
export function serverToday(now: Date): string {
  return utcDay(now.getTime() - 12 * 3_600_000);
}

const toCents = (dollars: number) => Math.round(dollars * 100);

interface QuestionIndex {
  /** The first question of each lower-cased name (names compare case-insensitively, docs/product.md "Records"). */
  byName: Map<string, UnderwritingQuestion>;
  /** In the order docs/product.md "States" asks them. */
  ordered: UnderwritingQuestion[];
}

/**
 * A carrier's question list made ready for checking a quote's answers, once per list: the
 * sandbox hands out one frozen list per state, which every quote of the state checks against.
 */
const questionIndexes = new WeakMap<UnderwritingQuestion[], QuestionIndex>();
function questionIndex(questions: UnderwritingQuestion[]): QuestionIndex {
  let index = questionIndexes.get(questions);
  if (!index) {
    const byName = new Map<string, UnderwritingQuestion>();
    for (const question of questions) {
      const name = question.questionName.toLowerCase();
      if (!byName.has(name)) byName.set(name, question);
    }
    // Shared by every quote that checks against this list: frozen, as the sandbox's lists are.
    index = { byName, ordered: Object.freeze(orderQuestions(questions)) as UnderwritingQuestion[] };
    questionIndexes.set(questions, index);
  }
  return index;
}

/** A refusal's text as the tenant reads it. */
type RefusalWords = (error: { code?: string | null; message: string }) => string;

/**
 * A quote's refusals in the request's language (docs/i18n.md "Texts from rules"): the lease's own
 * (its minimum not offered here) by the rule's code, the product's by their English, a carrier's
 * other words as it wrote them.
 */
function refusalsIn(
  acceptLanguage: string | undefined,
  requirements: LeaseRequirements = NO_REQUIREMENTS,
): RefusalWords {
  const locale = requestLocale(acceptLanguage);
  return ({ code, message }) => {
    const lease = unavailableText(code ?? '', requirements);
    return lease ? formatAnswer(locale, lease) : answerIn(locale, message);
  };
}

function quoteAnswer(result: CarrierQuote, input: QuoteInput, words: RefusalWords): Ok<'getQuote'> {
  const policyHolderDetails = { insured: { address: { state: input.address.state } } };
  if (result.kind === 'error') return { error: { ...result.error, message: words(result.error) } };
  if (result.kind === 'denied') {
    return {
      transactionDetails: {
        clientId: result.clientId,
        workItemId: result.workItemId,
        productId: result.productId,
        responseMessage: result.responseMessage,
        denialNotice: result.denialNotice,
        policyEffectiveDate: input.policyEffectiveDate,
        payments: { schedules: [] },
      },
      policyHolderDetails,
      error: null,
    };
  }
  return {
    transactionDetails: {
      clientId: result.clientId,
      workItemId: result.workItemId,
      productId: result.productId,
      responseMessage: 'Success',
      denialNotice: null,
      policyEffectiveDate: input.policyEffectiveDate,
      payments: { schedules: result.schedules },
    },
    policyHolderDetails,
    coveragesCue: result.coveragesCue,
    coverageDetails: {
      parameters: Object.entries(result.coverage).map(([name, value]) => ({ name, value })),
    },
    addOnPrices: Object.entries(result.addOnPrices).map(([name, annualAmount]) => ({
      name,
      annualAmount,
    })),
    error: null,
  };
}

/** The has* flags of a quoted answer's cue (what the carrier offers at the address). */
const cueFlagsOf = (result: CarrierQuote) =>
  result.kind === 'quoted' ? parseCue(result.coveragesCue.parameters).flags : {};

export function carrierHandlers(ctx: AppContext): Handlers {
  const { db, now, carrier, reads } = ctx;

  /**
   * A first quote that does not meet the lease (a carrier that ignores the minimums it was sent)
   * is quoted again at the rule's proposal; what the carrier cannot offer is a refusal.
   */
  async function meetingLease(
    result: CarrierQuote,
    input: QuoteInput,
    requirements: LeaseRequirements,
  ): Promise<CarrierQuote> {
    if (result.kind !== 'quoted') return result;
    const subject = subjectOfCoverage(result.coverage);
    if (requirementBreaches(subject, requirements).length === 0) return result;
    const cue = parseCue(result.coveragesCue.parameters);
    const met = meetRequirements(subject, cue, requirements);
    if (met.kind === 'unavailable') {
      return { kind: 'error', error: { code: met.code, message: met.message } };
    }
    const coverage = { ...result.coverage };
    coverage.liabilityAmount = String(met.selection.liabilityAmount);
    coverage.personalPropertyAmount = String(met.selection.personalPropertyAmount);
    for (const name of requirements.forcedCoverages) coverage[name] = 'Y';
    const again = await viaCarrier(() =>
      carrier.requote(result.workItemId, result.clientId, { ...input, coverage }),
    );
    if (again.kind === 'quoted') refuseBelowLease(again.coverage, requirements);
    return again;
  }

  return {
    async validateAddress(request) {
      const { firstName: _first, lastName: _last, ...address } = request.body;
      const result = await viaCarrier(() => carrier.validateAddress(address));
      if (!result.validated) return { validated: null, propertyInfo: null, error: result.error };
      const partner = await findPartnerProperty({ db, reads }, result.validated);
      return {
        validated: result.validated,
        propertyInfo: partner?.propertyInfo ?? null,
        error: null,
      };
    },

    async getAddressSuggestions(request) {
      const limit = request.query.limit ?? 5;
      return {
        suggestions: await viaCarrier(() => carrier.suggestAddresses(request.query.q, limit)),
      };
    },

    async getUnderwritingQuestions(request) {
      const questions = await viaCarrier(() =>
        carrier.underwritingQuestions(request.body.address.state),
      );
      if (!questions) {
        return {
          questions: [],
          error: { code: 'STATE_NOT_SERVED', message: addressMessages.stateNotServed },
        };
      }
      return { questions, error: null };
    },

    async getQuote(request) {
      const body = request.body;
      const language = request.headers['accept-language'];
      if ((body.workItemId === undefined) !== (body.coverageParameters === undefined)) {
        throw badRequest(phrase(refusalsTexts, 'requoteBoth'), 'VALIDATION_ERROR');
      }
      const current = now();
      if (body.workItemId !== undefined && body.coverageParameters !== undefined) {
        const words = refusalsIn(language);
        const stored = await findQuote(db, body.workItemId);
        if (
          !stored ||
          stored.expiresAt.getTime() <= current.getTime() ||
          !quoteOpenTo(stored, sessionAccountId(request))
        ) {
          return {
            error: { code: 'QUOTE_NOT_FOUND', message: words({ message: QUOTE_NOT_FOUND }) },
          };
        }
        // A quote being bought or bought keeps its price: a retried purchase answers the same.
        const purchase = await findPurchase(db, stored.workItemId);
        if (purchase && purchase.status !== 'failed') {
          return {
            error: { code: 'QUOTE_PURCHASED', message: words({ message: QUOTE_PURCHASED }) },
          };
        }
        const coverage: Record<string, string> = {};
        for (const [name, value] of Object.entries(body.coverageParameters)) {
          if (value !== undefined) coverage[name] = String(value);
        }
        // The lease's minimums and forced coverages: refused before any price.
        const requirements = await requirementsAt(
          ctx,
          stored.request.address,
          stored.request.cueFlags ?? {},
        );
        refuseBelowLease(coverage, requirements);
        if (body.coverageParameters.liabilityAmount >= 300000 && !stored.liabilityApprovedAt) {
          const message = words({ message: quoteMessages.unable300k });
          return { error: { code: 'LIABILITY_NOT_QUALIFIED', message } };
        }
        const input: QuoteInput = { ...stored.request, answers: stored.answers, coverage };
        const result = await viaCarrier(() =>
          carrier.requote(stored.workItemId, stored.clientId, input),
        );
        // What the carrier quoted, against the offers of its own answer.
        if (result.kind === 'quoted') {
          refuseBelowLease(
            result.coverage,
            await requirementsAt(ctx, stored.request.address, cueFlagsOf(result)),
          );
        }
        if (result.kind === 'quoted') {
          await updateQuote(db, stored.workItemId, {
            coverage: result.coverage,
            premiumCents: toCents(result.premium),
            schedules: result.schedules,
          });
        }
        return quoteAnswer(result, input, words);
      }

      const state = body.address.state;
      const questions = await viaCarrier(() => carrier.underwritingQuestions(state));
      if (!questions) {
        return { error: { code: 'STATE_NOT_SERVED', message: addressMessages.stateNotServed } };
      }
      const { byName, ordered } = questionIndex(questions);
      const answers: Record<string, string> = {};
      for (const { questionName, answer } of body.answers) {
        const question = byName.get(questionName.toLowerCase());
        if (!question) {
          throw badRequest(
            phrase(refusalsTexts, 'unknownQuestion', { question: questionName }),
            'VALIDATION_ERROR',
          );
        }
        answers[question.questionName] = answer;
      }
      answers.policyEffectiveDate = body.policyEffectiveDate;
      const errors = underwritingErrors(ordered, answers, state, {
        today: serverToday(current),
      });
      const first = Object.entries(errors)[0];
      if (first) {
        // The rule's text in the request's language, the question by its name.
        const problem = answerIn(requestLocale(language), first[1]);
        throw badRequest(
          phrase(refusalsTexts, 'invalidAnswer', { question: first[0], problem }),
          'VALIDATION_ERROR',
        );
      }
      delete answers.policyEffectiveDate;

      const partner = await findPartnerProperty({ db, reads }, body.address);
      const input: QuoteInput = {
        policyEffectiveDate: body.policyEffectiveDate,
        address: body.address,
        answers,
        ...(partner
          ? { minimums: { liability: partner.liabilityLimit, contents: partner.contentAmount } }
          : {}),
      };
      const quoted = await viaCarrier(() => carrier.quote(input));
      const cueFlags = cueFlagsOf(quoted);
      const requirements = await requirementsAt(ctx, input.address, cueFlags);
      const result = await meetingLease(quoted, input, requirements);
      if (result.kind === 'quoted') {
        await insertQuote(db, {
          workItemId: result.workItemId,
          clientId: result.clientId,
          accountId: sessionAccountId(request),
          request: {
            policyEffectiveDate: input.policyEffectiveDate,
            address: input.address,
            cueFlags,
          },
          answers,
          coverage: result.coverage,
          premiumCents: toCents(result.premium),
          schedules: result.schedules,
          expiresAt: new Date(current.getTime() + QUOTE_VALID_DAYS * DAY_MS),
        });
      }
      return quoteAnswer(result, input, refusalsIn(language, requirements));
    },

    async submitAssurantResponse(request) {
      const { tokenizedURL, data } = request.body;
      if (!data) {
        const questionnaire = await viaCarrier(() => carrier.questionnaire(tokenizedURL));
        if (!questionnaire) throw notFound(quoteMessages.questionnaireNotFound);
        return { questionnaires: [questionnaire] };
      }
      const outcome = await viaCarrier(() => carrier.questionnaireOutcome(tokenizedURL, data));
      const stored = outcome && (await findQuote(db, outcome.workItemId));
      if (!outcome || !stored) throw notFound(quoteMessages.questionnaireNotFound);
      if (outcome.isApproved) {
        await updateQuote(db, stored.workItemId, { liabilityApprovedAt: now() });
      }
      return { isApproved: outcome.isApproved, pmsValues: outcome.pmsValues };
    },

    async getDisclosure(request) {
      const { disclosureType, state } = request.body;
      const disclosure = await viaCarrier(() => carrier.disclosure(disclosureType, state));
      if (!disclosure) throw notFound(disclosureMessages.noContent);
      return disclosure;
    },

    async getRenewingPolicies(request) {
      const { email, address, city, state, zip_code: zip, unit } = request.query;
      const wanted = { streetAddress: address, unit: unit ?? null, city, state, zip };
      const since = new Date(now().getTime() - DUPLICATE_TRANSACTION_PAUSE_HOURS * 3_600_000);
      const rows = await renewingPoliciesAt(db, email, wanted, serverToday(now()));
      return {
        pending_transaction: (await recentPurchase(db, email, since)) !== undefined,
        // Only what the second-policy page shows (openapi RenewingPolicy): the caller proved no
        // more than an e-mail and an address, signed in or not.
        renewing_policies: rows.map(({ policy, company }) => ({
          policyRenewalDate: {
            date: policy.policyRenewalDate,
            usdate: usDate(policy.policyRenewalDate),
          },
          management_company: company ?? 'unknown',
        })),
      };
    },
  };
}
