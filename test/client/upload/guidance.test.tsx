// The upload wizard helps the tenant get it right: the progress bar moves at every
// screen and reaches 100 % only at the end; the management company is filled in at a partner
// property (the quote flow's address check); the review step lists what passed and what did not.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uploadTexts } from '../../../src/domain/messages';
import { wizardProgress } from '../../../src/domain/upload/wizard';
import { manager, suggestion, validAddressAnswer } from '../onboarding/fixtures';
import { renderApp, type ApiHandler } from '../render';
import { newTenantAnswers, ok, policy, tenant, uploadAt } from './fixtures';

function start(state: ReturnType<typeof uploadAt>, handlers: Record<string, ApiHandler> = {}) {
  return renderApp({ route: '/upload', preloadedState: state, handlers });
}
const progress = () =>
  Number(
    screen.getByRole('progressbar', { name: uploadTexts.progress }).getAttribute('aria-valuenow'),
  );

describe('wizardProgress', () => {
  it('moves forward at every screen and is 100 only on the success step', () => {
    const path = [
      wizardProgress(0, 'email'),
      wizardProgress(1, 'email'),
      wizardProgress(1, 'personal'),
      wizardProgress(1, 'rental'),
      wizardProgress(2, 'rental'),
      wizardProgress(3, 'rental'),
      wizardProgress(100, 'rental'),
    ];
    expect(path[0]).toBe(0);
    for (let i = 1; i < path.length; i += 1) expect(path[i]!).toBeGreaterThan(path[i - 1]!);
    expect(path.slice(0, -1).every((p) => p < 100)).toBe(true);
    expect(path.at(-1)).toBe(100);
  });
});

describe('the progress bar on screen', () => {
  it.each([
    [uploadAt(0), 0],
    [uploadAt(1, { phase: 'personal' }), wizardProgress(1, 'personal')],
    [uploadAt(3, { tenant, hadLease: true, policy, fileName: 'declarations.pdf' }), 83],
  ])('stands where the tenant is (%#)', async (state, value) => {
    start(state);
    await screen.findByRole('heading', { level: 1 });
    expect(progress()).toBe(value);
  });

  it('is 100 on the success step (the review step above stood at 83)', async () => {
    start(uploadAt(100, { doneName: 'Nia' }));
    await screen.findByRole('heading', { level: 1, name: /Nia, your policy/ });
    expect(progress()).toBe(100);
  });
});

describe('the rental step at a partner property', () => {
  const handlers = (propertyInfo: typeof manager | null): Record<string, ApiHandler> => ({
    'GET /v2/util/addressSuggestions': ok({ suggestions: [suggestion] }),
    'GET /v2/propertyManagers/tppList': ok({
      managementCompanies: ['Lakeshore Property Group', 'Oak Realty'],
    }),
    'POST /v2/util/validateAddress': ok(validAddressAnswer(propertyInfo)),
  });
  const pick = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(await screen.findByLabelText('Address'), '1200 Reg');
    await user.click(
      await screen.findByRole('option', { name: suggestion.description }, { timeout: 3000 }),
    );
  };
  const rental = uploadAt(1, { phase: 'rental', personal: newTenantAnswers.personal });

  it('fills in the management company from the quote flow’s address check, and its minimum follows', async () => {
    const user = userEvent.setup();
    const app = start(rental, handlers({ ...manager, liability_limit: 300000 }));
    await pick(user);
    const company = screen.getByRole('combobox', { name: uploadTexts.managementCompany });
    expect(await screen.findByDisplayValue('Lakeshore Property Group')).toBe(company);
    expect(app.calls.find((c) => c.path === '/v2/util/validateAddress')?.body).toMatchObject({
      streetAddress: '1200 Regent St',
      zip: '53715',
    });
    await user.click(screen.getByRole('button', { name: uploadTexts.next }));
    // The confirmations name the partner's interested party, its address and its minimum.
    const form = await screen.findByRole('form', { name: uploadTexts.policyInfo });
    expect(
      within(form).getByRole('checkbox', {
        name: 'My policy lists Lakeshore Property Group LLC as Interested Party with the mailing address PO Box 620, Middleton, WI 53562.',
      }),
    ).toBeInTheDocument();
    expect(
      within(form).getByRole('checkbox', { name: /at least \$300,000 in liability coverage/ }),
    ).toBeInTheDocument();
  });

  it('leaves the company to the tenant at any other address', async () => {
    const user = userEvent.setup();
    const app = start(rental, handlers(null));
    await pick(user);
    await waitFor(() =>
      expect(app.calls.some((c) => c.path === '/v2/util/validateAddress')).toBe(true),
    );
    expect(screen.getByRole('combobox', { name: uploadTexts.managementCompany })).toHaveValue('');
  });
});

describe('the review step lists what the check found', () => {
  const checks = [
    {
      field: 'liability',
      verdict: 'fail',
      found: '$100,000',
      expected: 'at least $300,000',
      reason: 'Personal liability on the page is $100,000.',
    },
    {
      field: 'policyNumber',
      verdict: 'pass',
      found: 'AM-123',
      expected: 'AM-123',
      reason: 'The policy number "AM-123" matches what you typed.',
    },
  ] as const;

  it('after Upload Anyway: says so, what needs fixing, then what was confirmed', async () => {
    start(
      uploadAt(3, {
        tenant,
        hadLease: true,
        policy,
        fileName: 'declarations.pdf',
        override: true,
        proof: { outcome: 'invalid', checks: [...checks] },
      }),
    );
    const card = await screen.findByRole('region', { name: 'What we found on your document' });
    expect(within(card).getByText(/You chose to upload anyway/)).toBeVisible();
    expect(
      within(card)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['What needs fixing', 'What we confirmed']);
    expect(within(card).getByText('Personal liability on the page is $100,000.')).toBeVisible();
    expect(
      within(card).getByText('The policy number "AM-123" matches what you typed.'),
    ).toBeVisible();
  });
});
