import type { Browser, Page, Request } from 'playwright-core';
import { launch, phonePage } from './browser';
import { visitorToAccountCreation } from './flows';

// In the browser: consent is asked, never assumed. Checkout's two consent boxes start
// unticked, a visitor buys after ticking only what they choose, and the carrier is told exactly
// that. On the way: the one option component keeps each radio centred on its label.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/** Vertical centres of an option's radio and of its label text, in CSS pixels. */
async function centres(page: Page, name: string): Promise<{ radio: number; label: number }> {
  const radio = page.getByRole('radio', { name, exact: true }).first();
  const card = radio.locator('xpath=ancestor::label[1]');
  const box = async (locator: ReturnType<Page['locator']>) => {
    const b = await locator.boundingBox();
    if (!b) throw new Error(`no box for ${name}`);
    return b.y + b.height / 2;
  };
  return {
    // The visible circle: the radio's icon (the input itself is a transparent cover).
    radio: await box(card.locator('svg').first()),
    label: await box(card.locator('[data-option-label] > span').first()),
  };
}

describe('consent at checkout', () => {
  it('both boxes start unticked; ticking only e-business consent buys with exactly that', async () => {
    const { context, page } = await phonePage(browser);
    const issued: Request[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/v2/issuePolicy')) issued.push(r);
    });
    await visitorToAccountCreation(page, 'consent', {
      atCheckout: async (checkout) => {
        const texts = checkout.getByRole('checkbox', {
          name: 'Send me text alerts about my policy',
        });
        const ebc = checkout.getByRole('checkbox', {
          name: 'I agree to do business electronically',
        });
        expect(await texts.isChecked()).toBe(false);
        expect(await ebc.isChecked()).toBe(false);
        await checkout
          .getByText('Leave it unticked to get them on paper.', { exact: false })
          .waitFor();
        // The radios of the one option component: each centred on its label's line.
        for (const name of ['Card', 'Bank account', 'Same as property address']) {
          const { radio, label } = await centres(checkout, name);
          expect(Math.abs(radio - label)).toBeLessThanOrEqual(2);
        }
        await ebc.check();
      },
    });
    expect(issued).toHaveLength(1);
    const body = issued[0]!.postDataJSON() as {
      assurant: { policyHolder: { insured: Record<string, unknown> } };
    };
    expect(body.assurant.policyHolder.insured).toMatchObject({
      agreedToEBC: true,
      isPaperless: true,
      canText: false,
    });
    await context.close();
  });
});
