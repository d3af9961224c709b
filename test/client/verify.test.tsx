import { screen, within } from '@testing-library/react';
import { VERIFY_TEXTS } from '../../src/client/features/verify/VerifyScreen';
import { coverageStatus } from '../../src/domain/policies/coverageStatus';
import { account, signedInState } from './fixtures';
import { renderApp, type ApiHandler } from './render';
import { inEnglish } from '../../src/domain/i18n/texts';
import { statusSentence } from '../../src/domain/policies/statusSentence';

const ACTIVE = 'The policy is in force from 07/25/2026 to 07/25/2027.';
const answer = (over: Record<string, unknown> = {}) => ({
  status: 'active',
  statusDate: null,
  statusSentence: ACTIVE,
  productName: 'HomeShield Renters',
  carrierPolicyNumber: 'HSR-WI-2604417',
  periodStart: '2026-07-25',
  periodEnd: '2027-07-25',
  endsOn: null,
  liabilityLimit: 100000,
  issuedOn: '2026-07-18',
  documentCurrent: true,
  ...over,
});

function open(handler: ApiHandler, signedIn = false, code = '7k3m-q9de-m0xa') {
  return renderApp({
    route: `/verify/${code}`,
    ...(signedIn ? { preloadedState: signedInState() } : {}),
    handlers: {
      'GET /v2/verify/7k3m-q9de-m0xa': handler,
      'GET /v2/account': () => [200, account],
    },
  });
}

const statusBox = async (label: string) =>
  (await screen.findByRole('heading', { name: label })).closest('.MuiAlert-root') as HTMLElement;

describe('Verify an evidence of insurance (/verify/{code})', () => {
  it('shows an active, current policy: status in words, period, liability and issue date', async () => {
    const app = open(() => [200, answer()]);
    const status = await statusBox('Active');
    expect(within(status).getByText(ACTIVE)).toBeVisible();
    expect(status.querySelector('svg')).not.toBeNull();
    expect(status.className).toMatch(/Success/i);
    expect(screen.getByRole('heading', { level: 1, name: VERIFY_TEXTS.title })).toBeVisible();
    expect(screen.getByText('7K3M-Q9DE-M0XA')).toBeVisible();
    expect(screen.getByText('HSR-WI-2604417')).toBeVisible();
    expect(screen.getByText('07/25/2026 – 07/25/2027')).toBeVisible();
    expect(screen.getByText('$100,000')).toBeVisible();
    expect(screen.getByText('07/18/2026')).toBeVisible();
    expect(screen.queryByText(VERIFY_TEXTS.endsOn)).toBeNull();
    expect(screen.queryByText(VERIFY_TEXTS.outOfDate)).toBeNull();
    expect(document.title).toContain(VERIFY_TEXTS.title);
    expect(app.calls.some((c) => c.path === '/v2/verify/7k3m-q9de-m0xa')).toBe(true);
  });

  // The server answers the model's status, date and sentence (domain/policies/coverageStatus.ts);
  // the page shows them in the words the dashboard uses.
  const term = { start: '2026-07-25', end: '2027-07-25', renews: true };
  it.each([
    ['cancelled', 'Cancelled', /Error/i, { ...term, cancellationDate: '2026-10-01' }, '2026-10-02'],
    ['lapsed', 'Lapsed', /Error/i, term, '2027-07-26'],
    ['upcoming', 'Starts on 07/25/2026', /Info/i, term, '2026-07-24'],
    [
      'ending',
      'Ends on 10/01/2026',
      /Warning/i,
      { ...term, cancellationDate: '2026-10-01' },
      '2026-09-01',
    ],
  ] as const)('shows %s as "%s"', async (status, label, colour, facts, today) => {
    const model = coverageStatus(facts, today);
    const sentence = inEnglish(statusSentence(model, facts));
    expect(model.kind).toBe(status);
    expect(model.label).toBe(label);
    const cancelled = 'cancellationDate' in facts;
    open(() => [
      200,
      answer({
        status,
        statusDate: model.date,
        statusSentence: sentence,
        endsOn: cancelled ? '2026-10-01' : null,
      }),
    ]);
    const box = await statusBox(label);
    expect(within(box).getByText(sentence)).toBeVisible();
    expect(box.querySelector('svg')).not.toBeNull();
    expect(box.className).toMatch(colour);
    if (cancelled) {
      expect(screen.getByText(VERIFY_TEXTS.endsOn)).toBeVisible();
      expect(screen.getByText('10/01/2026')).toBeVisible();
    }
  });

  it('warns clearly when the document is out of date', async () => {
    open(() => [200, answer({ documentCurrent: false })]);
    await statusBox('Active');
    const warning = screen.getByText(VERIFY_TEXTS.outOfDate);
    expect(warning).toBeVisible();
    expect(VERIFY_TEXTS.outOfDate).toMatch(
      /^This document is out of date.*ask the tenant for a current one\.$/i,
    );
  });

  it('says the code was not found for a 404', async () => {
    open(() => [
      404,
      { message: 'We could not find this verification code.', code: 'CODE_NOT_FOUND' },
    ]);
    expect(await screen.findByText(VERIFY_TEXTS.notFound)).toBeVisible();
    expect(VERIFY_TEXTS.notFound).toMatch(/^We could not find this code/);
    expect(screen.queryByRole('heading', { name: 'Active' })).toBeNull();
  });

  it('is the same page signed in', async () => {
    open(() => [200, answer()], true);
    expect(await statusBox('Active')).toBeVisible();
    expect(screen.getByText('HSR-WI-2604417')).toBeVisible();
  });
});
