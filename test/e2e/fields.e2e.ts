import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD, demoAccount } from '../../src/server/db/demo';
import { launch, phonePage } from './browser';
import { visitorToAccountCreation } from './flows';

// Every password field of every screen is masked, and e-mail fields get the e-mail
// keyboard. Each screen's inputs are read from the DOM as a whole (not found by label), so a
// field a label query would miss still counts.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

interface InputFacts {
  type: string;
  name: string;
  /** Its label texts, aria-label, id, name and autocomplete: what says what the field is. */
  says: string;
  inputMode: string;
}

async function inputsOn(page: Page): Promise<InputFacts[]> {
  return page.locator('input').evaluateAll((elements) =>
    elements.map((element) => {
      const input = element as HTMLInputElement;
      const labels = [...(input.labels ?? [])].map((label) => label.textContent ?? '');
      return {
        type: input.type,
        name: input.name,
        says: [
          ...labels,
          input.getAttribute('aria-label') ?? '',
          input.id,
          input.name,
          input.autocomplete,
        ].join(' '),
        inputMode: input.inputMode,
      };
    }),
  );
}

/**
 * Every input whose label, name or autocomplete says password is a password input; every one that
 * says e-mail is an e-mail input with the e-mail keyboard. Answers how many of each there were.
 */
async function expectMaskedAndEmail(
  page: Page,
  screen: string,
): Promise<{ passwords: number; emails: number }> {
  const inputs = await inputsOn(page);
  const passwords = inputs.filter((i) => /password/i.test(i.says));
  // A choice labelled Email (two-factor's method) is a radio button, not an e-mail field.
  const emails = inputs.filter(
    (i) => /e-?mail/i.test(i.says) && i.type !== 'checkbox' && i.type !== 'radio',
  );
  for (const input of passwords)
    expect({ screen, field: input.says.trim(), type: input.type }).toEqual({
      screen,
      field: input.says.trim(),
      type: 'password',
    });
  for (const input of emails)
    expect({
      screen,
      field: input.says.trim(),
      type: input.type,
      inputMode: input.inputMode,
    }).toEqual({ screen, field: input.says.trim(), type: 'email', inputMode: 'email' });
  return { passwords: passwords.length, emails: emails.length };
}

async function logIn(page: Page, email: string) {
  await page.goto(`/login?email=${encodeURIComponent(email)}`);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/tenant/dashboard');
}

describe('password fields are masked and e-mail fields are e-mail fields', () => {
  it('log-in', async () => {
    const { context, page } = await phonePage(browser);
    await page.goto('/login');
    await page.getByLabel('Password').waitFor();
    expect(await expectMaskedAndEmail(page, 'log-in')).toEqual({ passwords: 1, emails: 1 });
    // Typed text stays hidden: the value is there, the input type masks it.
    await page.getByLabel('Password').fill('not-shown-1');
    expect(await page.getByLabel('Password').getAttribute('type')).toBe('password');
    await context.close();
  });

  it('sign-up', async () => {
    const { context, page } = await phonePage(browser);
    await page.goto('/signup');
    await page.getByLabel('Confirm Password').waitFor();
    expect(await expectMaskedAndEmail(page, 'sign-up')).toEqual({ passwords: 2, emails: 1 });
    const email = page.getByLabel('Email');
    expect(await email.getAttribute('autocapitalize')).toBe('none');
    expect(await email.getAttribute('spellcheck')).toBe('false');
    expect(await page.getByLabel('Phone').getAttribute('type')).toBe('tel');
    await context.close();
  });

  it('onboarding: user info and, after a purchase, account creation', async () => {
    const { context, page } = await phonePage(browser);
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto('/onboarding');
    await page.getByLabel('Confirm Email').waitFor();
    expect(await expectMaskedAndEmail(page, 'onboarding user info')).toEqual({
      passwords: 0,
      emails: 2,
    });

    await visitorToAccountCreation(page, 'fields', {
      atCheckout: async (checkout) => {
        const found = await expectMaskedAndEmail(checkout, 'checkout');
        expect(found.emails).toBeGreaterThanOrEqual(1);
        expect(await checkout.getByLabel('Date of Birth').getAttribute('type')).toBe('date');
      },
    });
    await page.getByLabel('Confirm Password').waitFor();
    expect(await expectMaskedAndEmail(page, 'account creation')).toEqual({
      passwords: 2,
      emails: 0,
    });
    await context.close();
  });

  it('security settings: the change-password dialog and the two-factor set-up', async () => {
    const { context, page } = await phonePage(browser);
    await logIn(page, demoAccount('third-party').email);
    await page.goto('/tenant/account/security-settings#change-password');
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.getByLabel('Confirm New Password').waitFor();
    expect(await expectMaskedAndEmail(page, 'change password')).toEqual({
      passwords: 2,
      emails: 0,
    });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The two-factor screens have code fields, not passwords; whatever they hold stays checked.
    await page.goto('/tenant/account/security-settings#2fa-setup');
    await page.getByRole('dialog').waitFor();
    const twoFactor = await expectMaskedAndEmail(page, 'two-factor set-up');
    expect(twoFactor.passwords).toBe(0);
    await context.close();
  });
});
