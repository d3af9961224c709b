import type { Browser, Page } from 'playwright-core';
import { launch, phonePage } from './browser';
import { userInfo, visitorToQuote } from './flows';

// SPEC §2.11 steps 1–5 against the real server and its sandbox carrier (docs/carrier-sandbox.md).

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

async function manualAddress(page: Page, street: string, city: string, state: string, zip: string) {
  await page.getByRole('button', { name: "Can't find your address? Click Here" }).click();
  const form = page.getByRole('form', { name: 'Address form' });
  await form.getByLabel('Street Address').fill(street);
  await form.getByLabel('City').fill(city);
  await form.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: state, exact: true }).click();
  await form.getByLabel('Zip').fill(zip);
  await form.getByRole('button', { name: 'Continue' }).click();
}

const premium = (page: Page) => page.getByTestId('premium').textContent();

describe('onboarding from a visitor to a live quote', () => {
  it('a visitor goes from / to a quote, re-quotes, passes the questionnaire and resumes after a reload', async () => {
    const { context, page } = await phonePage(browser);
    // Reloading mid-flow raises the unload warning (SPEC §2.11): accept it.
    page.on('dialog', (dialog) => void dialog.accept());
    await visitorToQuote(page, 'quote');
    // Wisconsin, apartment, $20,000 / $100,000 / $250: 105 × 1.1 (docs/carrier-sandbox.md).
    expect(await premium(page)).toBe('$115.50 / year');

    // A reload resumes on the quote (persisted onboarding slice).
    await page.reload();
    await page.getByTestId('premium').waitFor();
    expect(await premium(page)).toBe('$115.50 / year');

    // Changing the deductible re-quotes after the debounce.
    const requote = page.waitForResponse((r) => r.url().endsWith('/v2/quote'));
    await page
      .getByRole('group', { name: 'Deductible' })
      .getByRole('radio', { name: '$500', exact: true })
      .check();
    await requote;
    await page.getByText('$105 / year').waitFor();

    // Liability 300,000 runs the questionnaire; approval re-quotes with it.
    await page
      .getByRole('group', { name: 'Liability' })
      .getByRole('radio', { name: '$300,000', exact: true })
      // Not check(): the choice waits for the questionnaire, so the radio stays unchecked.
      .click();
    for (let i = 0; i < 3; i += 1) {
      await page.getByRole('dialog').getByRole('radio', { name: 'No' }).click();
      await page.getByRole('button', { name: 'Next' }).click();
    }
    const liabilityQuote = await page.waitForResponse((r) => r.url().endsWith('/v2/quote'));
    const sent = liabilityQuote.request().postDataJSON() as {
      coverageParameters: { liabilityAmount: number };
    };
    expect(sent.coverageParameters.liabilityAmount).toBe(300000);
    await page.getByText('$117.60 / year').waitFor();
    await context.close();
  });

  it('a banned address and an unserved state show their messages', async () => {
    const { context, page } = await phonePage(browser);
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto('/onboarding');
    await userInfo(page, 'address');
    await manualAddress(page, '1313 Mockingbird Ln', 'Madison', 'Wisconsin', '53704');
    await page
      .getByText(
        'Warning- This address is not available for coverage. Please check your lease agreement and confirm your address.',
      )
      .waitFor();
    const form = page.getByRole('form', { name: 'Address form' });
    await form.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'Hawaii', exact: true }).click();
    await form.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByText('Unfortunately, the product is not currently available in this state.')
      .waitFor();
    await context.close();
  });
});
