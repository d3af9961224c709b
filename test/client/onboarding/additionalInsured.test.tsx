import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onboardingTitles, validationMessages } from '../../../src/domain/messages';
import { purchaseTexts } from '../../../src/domain/checkout/texts';
import { renderApp } from '../render';
import { purchaseAt } from './purchaseFixtures';

jest.setTimeout(20_000);

type User = ReturnType<typeof userEvent.setup>;

function start(extra: Parameters<typeof purchaseAt>[1] = {}) {
  return renderApp({
    route: '/onboarding',
    preloadedState: purchaseAt('additionalInsured', extra),
  });
}

async function fillPerson(
  user: User,
  dialog: HTMLElement,
  values: { first?: string; last?: string; email?: string },
) {
  const d = within(dialog);
  if (values.first !== undefined) {
    await user.clear(d.getByLabelText('First Name'));
    await user.type(d.getByLabelText('First Name'), values.first);
  }
  if (values.last !== undefined) {
    await user.clear(d.getByLabelText('Last Name'));
    await user.type(d.getByLabelText('Last Name'), values.last);
  }
  if (values.email !== undefined) {
    await user.clear(d.getByLabelText('Email'));
    await user.type(d.getByLabelText('Email'), values.email);
  }
}

const editor = () => screen.findByRole('dialog', { name: purchaseTexts.roommateEditorTitle });
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

describe('onboarding step 7: additional insured (docs/product.md "Onboarding flow", "Validation", "Who may do what")', () => {
  it('validates the roommate editor with the docs/product.md "Validation" form error and the field messages', async () => {
    const user = userEvent.setup();
    start();
    await user.click(await screen.findByRole('button', { name: purchaseTexts.addRoommate }));
    const dialog = await editor();
    await user.click(within(dialog).getByRole('button', { name: purchaseTexts.save }));
    expect(within(dialog).getByText(validationMessages.someInfoInvalid)).toBeVisible();
    expect(within(dialog).getByText(validationMessages.firstNameRequired)).toBeVisible();
    expect(within(dialog).getByText(validationMessages.lastNameRequired)).toBeVisible();
    expect(within(dialog).getByText(validationMessages.emailRequired)).toBeVisible();
    // The tenant's own e-mail is refused.
    await fillPerson(user, dialog, { first: 'Ana', last: 'Lee', email: 'Maya@example.com' });
    await user.click(within(dialog).getByRole('button', { name: purchaseTexts.save }));
    expect(within(dialog).getByText(validationMessages.roommateEmailSameAsTenant)).toBeVisible();
    expect(within(dialog).getByText(validationMessages.someInfoInvalid)).toBeVisible();
  });

  it('adds one roommate and one spouse, edits and removes, then saves on Continue', async () => {
    const user = userEvent.setup();
    const app = start();
    await user.click(await screen.findByRole('button', { name: purchaseTexts.addRoommate }));
    let dialog = await editor();
    expect(within(dialog).getByRole('combobox', { name: 'Relation' })).toHaveTextContent(
      purchaseTexts.roommate,
    );
    await fillPerson(user, dialog, { first: 'Ana', last: 'Lee', email: 'ana@example.com' });
    await user.click(within(dialog).getByRole('button', { name: purchaseTexts.save }));
    await closed();
    expect(screen.getByText('Roommate: Ana Lee')).toBeVisible();

    // A second person can only be the spouse (at most one roommate).
    await user.click(screen.getByRole('button', { name: purchaseTexts.addRoommate }));
    dialog = await editor();
    const relation = within(dialog).getByRole('combobox', { name: 'Relation' });
    expect(relation).toHaveTextContent(purchaseTexts.spouse);
    await user.click(relation);
    expect(await screen.findByRole('option', { name: purchaseTexts.roommate })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.keyboard('{Escape}');
    await fillPerson(user, dialog, { first: 'Sam', last: 'Lee', email: 'sam@example.com' });
    await user.click(within(dialog).getByRole('button', { name: purchaseTexts.save }));
    await closed();
    expect(screen.getByText('Spouse: Sam Lee')).toBeVisible();
    expect(screen.getByRole('button', { name: purchaseTexts.addRoommate })).toBeDisabled();

    // Edit the roommate.
    await user.click(screen.getByRole('button', { name: 'Edit Roommate' }));
    dialog = await editor();
    expect(within(dialog).getByLabelText('First Name')).toHaveValue('Ana');
    await fillPerson(user, dialog, { first: 'Anna' });
    await user.click(within(dialog).getByRole('button', { name: purchaseTexts.save }));
    await closed();
    expect(screen.getByText('Roommate: Anna Lee')).toBeVisible();

    // Remove the spouse.
    await user.click(screen.getByRole('button', { name: 'Remove Spouse' }));
    expect(screen.queryByText('Spouse: Sam Lee')).toBeNull();
    expect(screen.getByRole('button', { name: purchaseTexts.addRoommate })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: onboardingTitles.continue }));
    const state = app.store.getState().onboarding;
    expect(state.roommate).toEqual({
      firstName: 'Anna',
      lastName: 'Lee',
      email: 'ana@example.com',
    });
    expect(state.spouse).toBeNull();
    expect(state.authorizedUser).toBeNull();
    expect(state.step).toBe('additionalInterest');
  });

  it('changing the relation of the one edited moves them', async () => {
    const user = userEvent.setup();
    const app = start({
      roommate: { firstName: 'Ana', lastName: 'Lee', email: 'ana@example.com' },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Roommate' }));
    const dialog = await editor();
    await user.click(within(dialog).getByRole('combobox', { name: 'Relation' }));
    await user.click(await screen.findByRole('option', { name: purchaseTexts.spouse }));
    await user.click(within(dialog).getByRole('button', { name: purchaseTexts.save }));
    await closed();
    expect(screen.queryByText('Roommate: Ana Lee')).toBeNull();
    expect(screen.getByText('Spouse: Ana Lee')).toBeVisible();
    await user.click(screen.getByRole('button', { name: onboardingTitles.continue }));
    expect(app.store.getState().onboarding.roommate).toBeNull();
    expect(app.store.getState().onboarding.spouse).toEqual({
      firstName: 'Ana',
      lastName: 'Lee',
      email: 'ana@example.com',
    });
  });

  it('edits an authorized user (first and last name required)', async () => {
    const user = userEvent.setup();
    const app = start();
    await user.click(await screen.findByRole('button', { name: purchaseTexts.addAuthorizedUser }));
    const dialog = await screen.findByRole('dialog', {
      name: purchaseTexts.authorizedUserEditorTitle,
    });
    await user.click(within(dialog).getByRole('button', { name: purchaseTexts.save }));
    expect(within(dialog).getByText(validationMessages.firstNameRequired)).toBeVisible();
    expect(within(dialog).getByText(validationMessages.lastNameRequired)).toBeVisible();
    await user.type(within(dialog).getByLabelText('First Name'), 'Bo');
    await user.type(within(dialog).getByLabelText('Last Name'), 'Ray');
    await user.click(within(dialog).getByRole('button', { name: purchaseTexts.save }));
    await closed();
    expect(screen.getByText('Authorized User: Bo Ray')).toBeVisible();
    expect(screen.getByRole('button', { name: purchaseTexts.addAuthorizedUser })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: onboardingTitles.continue }));
    expect(app.store.getState().onboarding.authorizedUser).toEqual({
      firstName: 'Bo',
      lastName: 'Ray',
    });
  });

  it('cancel leaves the list unchanged; back returns to payment options', async () => {
    const user = userEvent.setup();
    const app = start();
    await user.click(await screen.findByRole('button', { name: purchaseTexts.addRoommate }));
    const dialog = await editor();
    await fillPerson(user, dialog, { first: 'Ana' });
    await user.click(within(dialog).getByRole('button', { name: onboardingTitles.cancel }));
    await closed();
    expect(screen.queryByText(/Roommate:/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(app.store.getState().onboarding.step).toBe('paymentOptions');
  });
});
