// The sentence a reader of the policy gets (the verify page, the evidence of insurance) is the one
// its status says, with the status's days: English for documents, the reader's language on the
// verify page (docs/i18n.md "Texts from rules").
import { coverageStatusTexts } from '../../../src/domain/i18n/generated/en/coverageStatus';
import { inEnglish } from '../../../src/domain/i18n/texts';
import { coverageStatus, type CoverageFacts } from '../../../src/domain/policies/coverageStatus';
import { statusSentence } from '../../../src/domain/policies/statusSentence';
import { formatAnswer } from '../../../src/server/answerLanguage';

const TERM: CoverageFacts = { start: '2026-11-30', end: '2027-11-30', renews: true };

describe('statusSentence', () => {
  it.each([
    ['upcoming', TERM, '2026-11-29', 'upcomingSentence'],
    ['active', TERM, '2026-12-01', 'activeSentence'],
    [
      'ending, cancelled ahead',
      { ...TERM, cancellationDate: '2027-03-01' },
      '2027-02-01',
      'endingCancelledSentence',
    ],
    ['ending, not renewing', { ...TERM, renews: false }, '2027-11-20', 'endingSentence'],
    // A cancellation dated on the term's last day: the day alone cannot tell which sentence.
    [
      'ending, cancelled on the end day',
      { ...TERM, cancellationDate: '2027-11-30' },
      '2027-11-20',
      'endingCancelledSentence',
    ],
    [
      'cancelled on a day',
      { ...TERM, cancellationDate: '2027-03-01' },
      '2027-03-02',
      'cancelledSentence',
    ],
    ['cancelled', { ...TERM, cancelled: true }, '2027-03-02', 'cancelledNoDate'],
    ['lapsed', TERM, '2027-12-01', 'lapsedSentence'],
    ['pending review', { ...TERM, review: 'pending' }, '2026-12-01', 'pendingSentence'],
    ['rejected', { ...TERM, review: 'rejected' }, '2026-12-01', 'rejectedSentence'],
    ['failing', { ...TERM, review: 'failing' }, '2026-12-01', 'failingSentence'],
    [
      'below the lease',
      {
        ...TERM,
        compliance: {
          verdict: 'below',
          below: { coverage: 'liability', minimum: 100000, amount: 50000 },
        },
      },
      '2026-12-01',
      'belowLeaseSentence',
    ],
  ] as Array<[string, CoverageFacts, string, string]>)('%s', (_, facts, today, key) => {
    const sentence = statusSentence(coverageStatus(facts, today), facts);
    expect(sentence.area).toBe(coverageStatusTexts);
    expect(sentence.key).toBe(key);
    // Written in both languages, days in each one's words.
    expect(inEnglish(sentence)).not.toMatch(/[{}]/);
    expect(formatAnswer('es', sentence)).not.toBe(inEnglish(sentence));
  });

  it('names the cancellation’s day and the term’s days', () => {
    const ending = { ...TERM, cancellationDate: '2027-03-01' };
    expect(inEnglish(statusSentence(coverageStatus(ending, '2027-02-01'), ending))).toBe(
      'The policy is in force until its cancellation takes effect on 03/01/2027.',
    );
    expect(formatAnswer('es', statusSentence(coverageStatus(TERM, '2026-12-01'), TERM))).toMatch(
      /30 nov 2026.*30 nov 2027/,
    );
  });
});
