// The pseudo-locale gate (./pseudoLocale.ts) on the message to support (docs/product.md
// "Dashboard" Send a Message, "Upload wizard" contact us): the form with its reasons and counter,
// a field error, a refusal of the server, the snapshot's choice, and what stays once sent. The
// subject support gets keeps its English (the reason's value, the policy's title).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DashboardActions } from '../../src/client/features/dashboard/actions/DashboardActions';
import type { PolicyList } from '../../src/client/app/policies';
import { enter } from './enter';
import { ownPolicy, signedInState } from './fixtures';
import { inPseudo, loadPseudoCatalogs, serverSays, untranslated } from './pseudoLocale';
import { renderApp, type ApiHandler } from './render';

beforeAll(loadPseudoCatalogs);

const active: PolicyList = { own: [ownPolicy], partner: [], thirdParty: [], lastFetched: 1 };
const pseudo = (id: string) => serverSays(id).message;

function open(send: ApiHandler) {
  renderApp({
    preloadedState: { ...signedInState(), ...inPseudo },
    ui: <DashboardActions active={active} />,
    handlers: { 'POST /v2/send-message': send },
  });
  return userEvent.setup({ delay: null });
}

async function fill(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.click(
    within(dialog).getByRole('combobox', { name: pseudo('policyActions.reasonLabel') }),
  );
  const list = await screen.findByRole('listbox');
  expect(untranslated(list)).toEqual([]);
  await user.click(
    within(list).getByRole('option', { name: pseudo('supportMessage.reasonBilling') }),
  );
  const box = within(dialog).getByRole('textbox', { name: pseudo('policyActions.messageLabel') });
  await enter(user, box, 'Why was I charged twice this month for my policy?');
}

describe('the message to support shows only catalog texts', () => {
  it('the form, a field error and a refusal', async () => {
    const user = open(() => [400, serverSays('answers.genericError')]);
    await user.click(screen.getByRole('button', { name: pseudo('policyActions.sendMessage') }));
    const dialog = await screen.findByRole('dialog', {
      name: pseudo('policyActions.messageTitle'),
    });
    await user.click(within(dialog).getByRole('button', { name: pseudo('policyActions.send') }));
    expect(untranslated(dialog)).toEqual([]);
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: pseudo('policyActions.send') }));
    await within(dialog).findByRole('alert');
    expect(untranslated(dialog)).toEqual([]);
  });

  it('once sent: the toast and what stays, the subject in support’s English', async () => {
    const user = open(() => [200, { success: true }]);
    await user.click(screen.getByRole('button', { name: pseudo('policyActions.sendMessage') }));
    const dialog = await screen.findByRole('dialog', {
      name: pseudo('policyActions.messageTitle'),
    });
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: pseudo('policyActions.send') }));
    const done = await screen.findByRole('dialog', { name: pseudo('supportMessage.sentTitle') });
    expect(within(done).getByText('Billing/Charges - Renters Insurance RP-WI-0001')).toBeVisible();
    expect(await screen.findByText(pseudo('supportMessage.messageSent'))).toBeVisible();
    expect(untranslated(document.body)).toEqual([]);
  });
});
