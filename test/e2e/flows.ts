/** Tenant journeys shared by the browser tests and the timing scripts (scripts/bench-*.ts). */
import type { Page } from 'playwright-core';

/** Onboarding step 1 with a fresh email; ends on the address step. */
export async function userInfo(page: Page, tag: string): Promise<void> {
  const email = `e2e-${tag}-${Date.now()}@example.com`;
  await page.getByText('We will get you an awesome quote, often in a minute or less!').waitFor();
  await page.getByLabel('First Name').fill('Ellie');
  await page.getByLabel('Last Name').fill('Tester');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Confirm Email').fill(email);
  await page.getByLabel('Phone').pressSequentially('6085550199');
  await page.getByRole('button', { name: "Let's Go" }).click();
  await page.getByText('Hey Ellie! Enter the address you want coverage at.').waitFor();
}

/** From the splash page to a displayed quote at a non-partnered Madison address (sandbox carrier). */
export async function visitorToQuote(page: Page, tag: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('link', { name: 'Get Started' }).click();
  await page.waitForURL('**/onboarding');
  await userInfo(page, tag);
  await page.getByLabel('Address').pressSequentially('260 Washington St');
  await page.getByRole('option', { name: /260 Washington St, Madison, WI/ }).click();
  await page.getByRole('img', { name: /Zoom 12/ }).waitFor();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page
    .getByText('Please answer the following questions to help us get you a quote.')
    .waitFor();
  await page.getByRole('button', { name: 'Fill with test answers' }).click();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByTestId('premium').waitFor();
}
