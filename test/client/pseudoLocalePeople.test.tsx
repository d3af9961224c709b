// The pseudo-locale gate (./pseudoLocale.ts) on the people added at checkout: the additional
// insured step with its rows and both editors (their field and form errors, the relation's
// menu), the interested party step (suggested, none with the lease's warning, the missing party's
// error) with its editor (field errors, the states' menu, the validator's refusals), and the
// disclosure popup in each state and with each link's label. The carrier's disclosure document
// is its own words (marked translate="no"); all around it is the catalog's.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from '../../src/client/components/Suspense';
import {
  DisclosureDialog,
  DisclosureLink,
  type DisclosureType,
} from '../../src/client/features/onboarding/purchase/DisclosureDialog';
import {
  fieldErrors,
  inPseudo,
  loadPseudoCatalogs,
  serverSays,
  untranslated,
} from './pseudoLocale';
import { networkFailure, renderApp, type ApiHandler } from './render';
import { held, manager, ok } from './onboarding/fixtures';
import { purchaseAt } from './onboarding/purchaseFixtures';

beforeAll(loadPseudoCatalogs);
afterEach(cleanup);

// Typing whole forms is slow on a busy 2-core machine (as in the onboarding tests).
jest.setTimeout(30_000);

type User = ReturnType<typeof userEvent.setup>;

function start(
  step: 'additionalInsured' | 'additionalInterest',
  extra: Parameters<typeof purchaseAt>[1] = {},
  handlers: Record<string, ApiHandler> = {},
) {
  return renderApp({
    route: '/onboarding',
    preloadedState: { ...inPseudo, ...purchaseAt(step, extra) },
    handlers,
  });
}

/** The button whose text starts with `pseudo` (the catalog's English, accented). */
const button = (within_: HTMLElement, pseudo: string) =>
  within(within_)
    .getAllByRole('button')
    .find((b) => b.textContent?.startsWith(pseudo))!;
const submit = (dialog: HTMLElement) =>
  dialog.querySelector<HTMLButtonElement>('button[type=submit]')!;

async function heading() {
  return screen.findByRole('heading', { level: 1, name: /⟦/ });
}

const people = {
  roommate: { firstName: 'Ana', lastName: 'Lee', email: 'ana@example.com' },
  spouse: { firstName: 'Sam', lastName: 'Lee', email: 'sam@example.com' },
  authorizedUser: { firstName: 'Bo', lastName: 'Ray' },
};

describe('the additional insured step shows only catalog texts', () => {
  it('with nobody added, then with a roommate, a spouse and an authorized user', async () => {
    start('additionalInsured');
    await heading();
    expect(untranslated(document.body)).toEqual([]);
    cleanup();

    start('additionalInsured', people);
    await heading();
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.getAttribute('aria-label')).toContain('⟦');
      for (const action of within(row).getAllByRole('button'))
        expect(action.getAttribute('aria-label')).toContain('⟦');
    }
    // The person's e-mail is theirs (translate="no"), the row's sentence the catalog's.
    expect(screen.getByText('ana@example.com').closest('[translate="no"]')).not.toBeNull();
    expect(untranslated(document.body)).toEqual([]);
  });

  it('the roommate editor: its relation menu, field errors, form error and own e-mail refusal', async () => {
    const user = userEvent.setup();
    start('additionalInsured', { roommate: people.roommate });
    await heading();
    // With a roommate, the next person can only be the spouse.
    await user.click(button(document.body, '⟦Ádd R'));
    const dialog = await screen.findByRole('dialog', { name: /⟦/ });
    expect(within(dialog).getByRole('form').getAttribute('aria-label')).toContain('⟦');
    expect(untranslated(dialog)).toEqual([]);

    await user.click(within(dialog).getByRole('combobox'));
    const menu = await screen.findByRole('listbox');
    expect(within(menu).getAllByRole('option')).toHaveLength(2);
    expect(untranslated(menu)).toEqual([]);
    await user.keyboard('{Escape}');

    await user.click(submit(dialog));
    await waitFor(() => expect(fieldErrors().length).toBe(3));
    expect(within(dialog).getByRole('alert').textContent).toContain('⟦');
    expect(untranslated(dialog)).toEqual([]);

    const [first, last, email] = within(dialog).getAllByRole('textbox');
    await user.type(first!, 'Ana');
    await user.type(last!, 'Lee');
    // The tenant's own e-mail (userInfo's) is refused.
    await user.type(email!, 'maya@example.com');
    await user.click(submit(dialog));
    await waitFor(() => expect(fieldErrors()).toHaveLength(1));
    expect(untranslated(dialog)).toEqual([]);
  });

  it('the authorized user editor with its field errors', async () => {
    const user = userEvent.setup();
    start('additionalInsured');
    await heading();
    await user.click(button(document.body, '⟦Ádd Á'));
    const dialog = await screen.findByRole('dialog', { name: /⟦/ });
    await user.click(submit(dialog));
    await waitFor(() => expect(fieldErrors().length).toBe(2));
    expect(untranslated(dialog)).toEqual([]);
  });
});

describe('the interested party step shows only catalog texts', () => {
  it("a partner property's suggested party, and no party with the lease's warning", async () => {
    const user = userEvent.setup();
    start('additionalInterest', { propertyManager: manager });
    await heading();
    // The suggested party's name and address are data.
    const card = screen.getByRole('region', { name: /⟦/ });
    expect(within(card).getByText('Lakeshore Property Group LLC')).toBeVisible();
    expect(untranslated(document.body)).toEqual([]);

    await user.click(screen.getAllByRole('radio')[1]!);
    const warning = await screen.findByRole('note');
    expect(warning.textContent).toContain('Lakeshore Property Group');
    expect(untranslated(document.body)).toEqual([]);
  });

  it('the warning where the manager has no name on file', async () => {
    const user = userEvent.setup();
    start('additionalInterest', { propertyManager: { ...manager, management_company: 'Unknown' } });
    await heading();
    await user.click(screen.getAllByRole('radio')[1]!);
    const warning = await screen.findByRole('note');
    expect(warning.textContent).toMatch(/^⟦/);
    expect(untranslated(document.body)).toEqual([]);
  });

  it('no party yet: the missing party’s error and the editor with its field errors and states', async () => {
    const user = userEvent.setup();
    start('additionalInterest', { propertyManager: null });
    await heading();
    await user.click(screen.getAllByRole('radio')[0]!);
    let dialog = await screen.findByRole('dialog', { name: /⟦/ });
    expect(untranslated(dialog)).toEqual([]);
    await user.click(button(dialog, '⟦Çáñ'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(button(document.body, '⟦Çóñ'));
    expect((await screen.findByRole('alert')).textContent).toContain('⟦');
    expect(untranslated(document.body)).toEqual([]);

    await user.click(button(document.body, '⟦Ádd'));
    dialog = await screen.findByRole('dialog', { name: /⟦/ });
    await user.click(submit(dialog));
    await waitFor(() => expect(fieldErrors().length).toBe(5));
    expect(untranslated(dialog)).toEqual([]);

    // The address rules' own messages (the zip's form, the city's length).
    const [, , city, zip] = within(dialog).getAllByRole('textbox');
    await user.type(city!, 'C'.repeat(51));
    await user.type(zip!, '537');
    await user.tab();
    await waitFor(() =>
      expect(fieldErrors().map((e) => e.textContent)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^⟦Zíp/), expect.stringMatching(/^⟦Çítý/)]),
      ),
    );
    expect(untranslated(dialog)).toEqual([]);

    await user.click(within(dialog).getByRole('combobox'));
    const states = await screen.findByRole('listbox');
    expect(within(states).getAllByRole('option').length).toBeGreaterThan(50);
    expect(untranslated(states)).toEqual([]);
  });

  async function editAndSave(user: User) {
    await user.click(button(document.body, '⟦Édít'));
    const dialog = await screen.findByRole('dialog', { name: /⟦/ });
    const street = within(dialog).getAllByRole('textbox')[1]!;
    await user.clear(street);
    await user.type(street, '10 e main st');
    await user.click(submit(dialog));
    return dialog;
  }

  it.each([
    [
      "the carrier's refusal, in English",
      ok({
        validated: null,
        propertyInfo: null,
        error: { code: 'COMMERCIAL_ADDRESS', message: 'Not a residential address' },
      }),
    ],
    [
      'a refusal the server answered in the app’s language',
      () => [
        200,
        {
          validated: null,
          propertyInfo: null,
          error: { code: 'ADDRESS_INVALID', ...serverSays('address.unableToValidate') },
        },
      ],
    ],
    ['no answer from the validator', networkFailure],
  ] satisfies Array<[string, ApiHandler]>)('the editor shows %s', async (_, validate) => {
    const user = userEvent.setup();
    start(
      'additionalInterest',
      { propertyManager: manager },
      { 'POST /v2/util/validateAddress': validate },
    );
    await heading();
    const dialog = await editAndSave(user);
    expect((await within(dialog).findByRole('alert')).textContent).toContain('⟦');
    expect(untranslated(dialog)).toEqual([]);
  });
});

describe('the disclosure popup shows only catalog texts around the carrier’s document', () => {
  const notice = {
    disclosureType: 'interestedparty',
    state: 'WI',
    title: 'Interested Party Notice',
    content: 'First paragraph.\n\nSecond paragraph.',
    version: '1',
  };

  async function openNotice(getDisclosure: ApiHandler) {
    const user = userEvent.setup();
    start(
      'additionalInterest',
      { propertyManager: manager },
      { 'POST /v2/getDisclosure': getDisclosure },
    );
    await heading();
    await user.click(
      screen.getAllByRole('button').find((b) => b.textContent?.startsWith('⟦Ábóút'))!,
    );
    return screen.findByRole('dialog');
  }

  it('loading, then the carrier’s title and text as the carrier wrote them', async () => {
    const answer = held(notice);
    const dialog = await openNotice(answer.handler);
    expect(within(dialog).getByRole('progressbar').getAttribute('aria-label')).toContain('⟦');
    expect(untranslated(dialog)).toEqual([]);
    answer.releaseAll();
    const paragraph = await within(dialog).findByText('First paragraph.');
    expect(paragraph.closest('[translate="no"]')?.getAttribute('lang')).toBe('en');
    expect(within(dialog).getByRole('heading').getAttribute('translate')).toBe('no');
    expect(untranslated(dialog)).toEqual([]);
  });

  it('a document without a title shows its label', async () => {
    const dialog = await openNotice(ok({ ...notice, title: '' }));
    await within(dialog).findByText('First paragraph.');
    expect(within(dialog).getByRole('heading').textContent).toContain('⟦');
    expect(untranslated(dialog)).toEqual([]);
  });

  it.each([
    [
      'none for the type and state',
      () => [404, { ...serverSays('answers.notFound'), code: 'NOT_FOUND' }],
    ],
    ['an empty document', ok({ ...notice, content: ' ' })],
    ['a failed load', () => [503, { message: 'boom' }]],
  ] satisfies Array<[string, ApiHandler]>)('%s', async (_, getDisclosure) => {
    const dialog = await openNotice(getDisclosure);
    expect((await within(dialog).findByRole('alert')).textContent).toContain('⟦');
    expect(untranslated(dialog)).toEqual([]);
  });

  const TYPES: DisclosureType[] = [
    'sms',
    'ebc',
    'fraud',
    'cancelationnotice',
    'payauthorization',
    'legal',
    'interestedparty',
    'waterbackup',
  ];

  it('every disclosure’s link and its title when the carrier has none', async () => {
    renderApp({
      preloadedState: inPseudo,
      handlers: {
        'POST /v2/getDisclosure': () => [
          404,
          { ...serverSays('answers.notFound'), code: 'NOT_FOUND' },
        ],
      },
      ui: (
        <Suspense fallback={null}>
          {TYPES.map((type) => (
            <DisclosureLink key={type} type={type} state="WI" />
          ))}
          <DisclosureDialog type="waterbackup" state="IL" onClose={() => undefined} />
        </Suspense>
      ),
    });
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('alert');
    // The links sit behind the open popup (hidden from the accessibility tree): found as elements.
    const links = [...document.querySelectorAll('button')].filter((b) => !dialog.contains(b));
    expect(links).toHaveLength(TYPES.length);
    for (const link of links) expect(link.textContent).toMatch(/^⟦.*⟧$/);
    expect(untranslated(document.body)).toEqual([]);
  });
});
