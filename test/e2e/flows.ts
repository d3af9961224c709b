/** Tenant journeys shared by the browser tests and the timing scripts (scripts/bench-*.ts). */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { base32Decode, hotp } from '../../src/server/auth/totp';
import { DEMO_PASSWORD, DEMO_STAFF, demoAccount, type DemoRole } from '../../src/server/db/demo';
import { phonePage } from './browser';

/** Onboarding step 1 with a fresh email (answered); ends on the address step. */
export async function userInfo(page: Page, tag: string): Promise<string> {
  const email = `e2e-${tag}-${Date.now()}@example.com`;
  await page.getByText('We will get you an awesome quote, often in a minute or less!').waitFor();
  await page.getByLabel('First Name').fill('Ellie');
  await page.getByLabel('Last Name').fill('Tester');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Confirm Email').fill(email);
  await page.getByLabel('Phone').pressSequentially('6085550199');
  await page.getByRole('button', { name: "Let's Go" }).click();
  await waitForScreen(page, 'Hey Ellie! Enter the address you want coverage at.');
  return email;
}

/**
 * Waits for a text; if it never shows, fails with what the screen showed instead (the address and
 * the page's text), so a failure on a loaded machine says which screen or message was there.
 */
export async function waitForScreen(page: Page, text: string): Promise<void> {
  try {
    await page.getByText(text).waitFor();
  } catch (error) {
    const shown = await page
      .evaluate(() => document.body.innerText.replace(/\s+/g, ' ').slice(0, 1500))
      .catch(() => '(the page could not be read)');
    throw new Error(`${(error as Error).message}\nAt ${page.url()} the page showed: ${shown}`, {
      cause: error,
    });
  }
}

/** From the splash page to a displayed quote at a non-partnered Madison address (sandbox carrier). */
export async function visitorToQuote(page: Page, tag: string): Promise<string> {
  await page.goto('/');
  await page.getByRole('link', { name: 'Get Started' }).click();
  await page.waitForURL('**/onboarding');
  const email = await userInfo(page, tag);
  await page.getByLabel('Address').pressSequentially('260 Washington St');
  await page.getByRole('option', { name: /260 Washington St, Madison, WI/ }).click();
  // Offline (no Google key) the pick shows as an address card, not a map.
  await page
    .getByRole('heading', { name: 'Your address' })
    .locator('xpath=ancestor::*[contains(@class, "MuiCard-root")]')
    .getByText('260 Washington St')
    .waitFor();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page
    .getByText('Please answer the following questions to help us get you a quote.')
    .waitFor();
  await page.getByRole('button', { name: 'Fill with test answers' }).click();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByTestId('premium').waitFor();
  return email;
}

/**
 * A visitor buys the quote of visitorToQuote (Annual, by card) and goes on from the thank-you
 * page to account creation (docs/product.md "Onboarding flow" steps 5-12). `atCheckout` runs on the
 * filled checkout page. Answers the buyer's e-mail and the number of mails captured before account
 * creation opened.
 */
export async function visitorToAccountCreation(
  page: Page,
  tag: string,
  options: { atCheckout?: (page: Page) => Promise<void>; mailCount?: () => number } = {},
): Promise<{ email: string; mailsBefore: number }> {
  const email = await visitorToQuote(page, tag);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByText('Choose your payment option').waitFor();
  await page.getByRole('button', { name: 'Choose Annual' }).click();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const mailsBefore = await checkoutToAccountCreation(page, options);
  return { email, mailsBefore };
}

/**
 * From the plan chosen (the interested-party step next) through checkout by card, the review and
 * the purchase to account creation, opened by the thank-you page's primary action. Answers the
 * number of mails captured before account creation opened (its code's mail comes after).
 */
export async function checkoutToAccountCreation(
  page: Page,
  options: { atCheckout?: (page: Page) => Promise<void>; mailCount?: () => number } = {},
): Promise<number> {
  await page.getByText('Add an interested party?').waitFor();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('heading', { name: 'Checkout' }).waitFor();
  await page.getByLabel('Date of Birth').fill('1990-04-12');
  await page.getByLabel('Card Number').fill('4242424242424242');
  await page.getByLabel('Month (MM)').fill('12');
  await page.getByLabel('Year (YYYY)').fill(String(new Date().getFullYear() + 3));
  await page.getByLabel('CVV').fill('123');
  if (options.atCheckout) await options.atCheckout(page);
  await page.getByRole('button', { name: 'Review Details' }).click();
  await page.getByText('Review Your Renters Insurance').waitFor();
  await page.getByRole('button', { name: 'Purchase' }).click();
  await page.getByText('Thanks for choosing Nestwell!').waitFor();
  const mailsBefore = options.mailCount?.() ?? 0;
  await page.getByRole('button', { name: 'Create Your Account' }).click();
  await page.getByText('Create an account to access your coverage details').waitFor();
  return mailsBefore;
}

/**
 * A demo tenant signs in on a fresh phone-sized page and lands on their dashboard (tenants
 * without two-factor: the two-factor journeys sign in their own way).
 */
export async function signIn(
  browser: Browser,
  role: DemoRole,
  baseURL?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const tenant = demoAccount(role);
  const { context, page } = await phonePage(browser, baseURL);
  await page.goto(`/login?email=${encodeURIComponent(tenant.email)}`);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/tenant/dashboard');
  await page.getByText(`Hi, ${tenant.firstName}!`).waitFor();
  return { context, page };
}

/**
 * The demo staff member logs in to the staff console on a fresh page. The code of the current
 * 30-second step first; if another test already used it, the next step's (the server accepts
 * one step either side, each step once).
 */
export async function staffSignIn(
  browser: Browser,
  path = '/staff',
  baseURL?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await phonePage(browser, baseURL);
  await page.goto(path);
  await page.getByLabel('Email').fill(DEMO_STAFF.email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  const stepNow = () => Math.floor(Date.now() / 30_000);
  const code = (step: number) => hotp(base32Decode(DEMO_STAFF.totpSecret), step);
  const loggedIn = page.getByRole('button', { name: 'Log out' });
  const refused = page.getByText('Invalid email, password or code.');
  // Each step's code opens one session, and the server takes one step either side of its clock:
  // the current step, else the next one, else (both used by earlier tests) the one after the
  // next, once the clock has moved on so that it is within reach.
  const steps = [stepNow(), stepNow() + 1];
  for (let attempt = 0; ; attempt += 1) {
    if (attempt === 2) {
      while (stepNow() < steps[1]!) await page.waitForTimeout(250);
    }
    const step = steps[attempt] ?? stepNow() + 1;
    await page.getByLabel('Authenticator code').fill(code(step));
    const answered = page.waitForResponse((r) => r.url().endsWith('/v2/staff/login'));
    await page.getByRole('button', { name: 'Log in' }).click();
    const outcome = (await answered).ok() ? ('in' as const) : ('refused' as const);
    if (outcome === 'in') {
      await loggedIn.waitFor();
      return { context, page };
    }
    if (attempt >= 2) throw new Error('the demo staff member could not log in');
    await refused.waitFor();
  }
}

export const UPLOAD_START = '2026-12-01';

/**
 * A new tenant (Nia Reed) walks the upload wizard to the policy step: e-mail, personal step, a
 * Lakeshore address picked from the suggestions. `onStep` runs on each step as it shows (the
 * accessibility and layout gates measure there).
 */
export async function newTenantToPolicyStep(
  browser: Browser,
  email: string,
  onStep: (page: Page, step: string) => Promise<void> = async () => undefined,
) {
  const { context, page } = await phonePage(browser);
  await page.goto('/upload');
  await page.getByRole('button', { name: 'Upload PDF' }).click();
  await onStep(page, 'intro');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Find account' }).click();
  const personal = page.getByRole('form', { name: 'Tell us about yourself' });
  await personal.waitFor();
  await onStep(page, 'personal');
  await personal.getByLabel('First Name').fill('Nia');
  await personal.getByLabel('Last Name').fill('Reed');
  await personal.getByLabel('Phone').fill('6085550199');
  await personal.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Where do you rent?' }).waitFor();
  await onStep(page, 'rental');
  await page.getByLabel('Address').fill('1402 Regent');
  await page
    .getByRole('option', { name: /1402 Regent St/ })
    .first()
    .click();
  await page.getByLabel('Unit').fill('7C');
  await page.getByRole('combobox', { name: 'Management Company' }).click();
  await page.getByRole('option', { name: 'Lakeshore Property Management' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: "Hey Nia, let's continue!" }).waitFor();
  await onStep(page, 'policy');
  return { context, page };
}

/** Fills the policy step (start date, carrier, number, liability, the PDF, both confirmations). */
export async function fillUploadPolicy(page: Page, pdf: Buffer) {
  const form = page.getByRole('form', { name: 'Your policy' });
  await form.getByLabel('Start Date').fill(UPLOAD_START);
  await form.getByRole('textbox', { name: 'Insurance Provider' }).fill('Acme Mutual');
  await form.getByRole('textbox', { name: 'Policy Number' }).fill('AM-5521');
  await form.getByRole('textbox', { name: 'Liability Coverage' }).fill('300000');
  await form
    .getByLabel('Choose PDF')
    .setInputFiles({ name: 'declarations.pdf', mimeType: 'application/pdf', buffer: pdf });
  await form.getByRole('checkbox', { name: /as Interested Party/ }).check();
  await form.getByRole('checkbox', { name: /in liability coverage/ }).check();
  await form.getByRole('button', { name: 'Continue' }).click();
}
