import type { Browser, Page } from 'playwright-core';
import { launch, phonePage } from './browser';
import { userInfo, visitorToQuote } from './flows';

// docs/product.md "Onboarding flow" steps 1–5 against the real server and its sandbox carrier
// (docs/carrier-sandbox.md).

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
    // Reloading mid-flow raises the unload warning (docs/product.md "Onboarding flow"): accept it.
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

  it('Oberlin Village: the $300,000 proposal after the questionnaire; the deductible changes and the tenant buys without touching liability', async () => {
    const { context, page } = await phonePage(browser);
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto('/onboarding');
    await userInfo(page, 'oberlin');
    // Coastal Keystone requires $200,000 of liability; the carrier offers 100,000, 300,000 and
    // 500,000: the proposal is 300,000.
    await page.getByLabel('Address').pressSequentially('1820 Oberlin');
    await page.getByRole('option', { name: /1820 Oberlin Rd, Raleigh, NC/ }).click();
    await page.getByLabel('Unit').fill('9D');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page
      .getByText("It looks like we've partnered with your property management company")
      .waitFor();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page
      .getByText('Please answer the following questions to help us get you a quote.')
      .waitFor();
    await page.getByRole('button', { name: 'Fill with test answers' }).click();
    const firstQuote = page.waitForResponse((r) => r.url().endsWith('/v2/quote'));
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const proposed = (await (await firstQuote).json()) as {
      coverageDetails: { parameters: { name: string; value: string }[] };
    };
    expect(
      proposed.coverageDetails.parameters.find((p) => p.name === 'liabilityAmount')?.value,
    ).toBe('300000');

    // docs/product.md "States": the $300,000 questionnaire runs first, as the flow requires.
    const dialog = page.getByRole('dialog', { name: '$300,000 Liability Coverage' });
    await dialog.waitFor();
    for (let i = 0; i < 3; i += 1) {
      await dialog.getByRole('radio', { name: 'No' }).click();
      await dialog.getByRole('button', { name: 'Next' }).click();
    }
    await dialog.waitFor({ state: 'hidden' });

    // The picker shows the proposal chosen and nothing below the minimum.
    const liability = page.getByRole('group', { name: 'Liability' });
    expect(await liability.getByRole('radio', { name: '$300,000', exact: true }).isChecked()).toBe(
      true,
    );
    expect(await liability.getByRole('radio').count()).toBe(2);
    expect(await liability.getByText('$100,000').count()).toBe(0);
    // NC water damage liability: on, and it cannot be turned off.
    const water = page.getByRole('switch', { name: 'Water Damage Liability' });
    expect(await water.isChecked()).toBe(true);
    expect(await water.isDisabled()).toBe(true);
    await page
      .getByText('This property requires water damage liability coverage, so it stays on.')
      .waitFor();

    // The deductible re-quotes fine without touching liability.
    const requote = page.waitForResponse((r) => r.url().endsWith('/v2/quote'));
    await page
      .getByRole('group', { name: 'Deductible' })
      .getByRole('radio', { name: '$500', exact: true })
      .check();
    const answered = await requote;
    expect(answered.status()).toBe(200);
    const sent = answered.request().postDataJSON() as {
      coverageParameters: {
        liabilityAmount: number;
        deductible: number;
        waterDamageLiability: string;
      };
    };
    expect(sent.coverageParameters).toMatchObject({
      liabilityAmount: 300000,
      deductible: 500,
      waterDamageLiability: 'Y',
    });
    expect(((await answered.json()) as { error: unknown }).error).toBeNull();
    expect(await page.getByRole('alert').count()).toBe(0);

    // And buys: Annual, the manager as interested party, a card.
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByText('Choose your payment option').waitFor();
    await page.getByRole('button', { name: 'Choose Annual' }).click();
    await page.getByText('Add an interested party?').waitFor();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    await page.getByLabel('Date of Birth').fill('1990-04-12');
    await page.getByLabel('Card Number').fill('4242424242424242');
    await page.getByLabel('Month (MM)').fill('12');
    await page.getByLabel('Year (YYYY)').fill(String(new Date().getFullYear() + 3));
    await page.getByLabel('CVV').fill('123');
    await page.getByRole('button', { name: 'Review Details' }).click();
    await page.getByText('Review Your Renters Insurance').waitFor();
    const issued = page.waitForResponse((r) => r.url().endsWith('/v2/issuePolicy'));
    await page.getByRole('button', { name: 'Purchase' }).click();
    const purchase = await issued;
    expect(purchase.status()).toBe(200);
    const body = (await purchase.json()) as {
      error?: unknown;
      transactionDetails: { policyId: string };
    };
    expect(body.error ?? null).toBeNull();
    await page.getByText('Thanks for choosing Nestwell!').waitFor();
    await page.getByText(body.transactionDetails.policyId).waitFor();
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
