/**
 * Prints how long a scripted phone-sized Chromium takes from `/` to a displayed quote, against
 * the production build served by the real server with the sandbox carrier (median of 3 runs,
 * typing included). Reports only; budgets are judged in docs/performance.md.
 */
import { launch, phonePage } from '../test/e2e/browser';
import { visitorToQuote } from '../test/e2e/flows';
import { ensureChromium } from './setup-chromium';
import { startServer } from './serve-for-tests';

async function main(): Promise<void> {
  process.env.CHROMIUM_PATH = ensureChromium();
  const server = await startServer({
    LOGIN_ATTEMPTS_PER_ADDRESS: '500',
    LOOKUPS_PER_ADDRESS: '500',
  });
  process.env.E2E_BASE_URL = server.url;
  const browser = await launch();
  const times: number[] = [];
  try {
    for (let run = 0; run < 3; run += 1) {
      const { context, page } = await phonePage(browser, server.url);
      page.on('dialog', (dialog) => void dialog.accept());
      const started = performance.now();
      await visitorToQuote(page, `bench${run}`);
      times.push(performance.now() - started);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `From / to a displayed quote (scripted Chromium, 390x844): runs ${times.map((t) => `${(t / 1000).toFixed(2)} s`).join(', ')}; median ${(sorted[1]! / 1000).toFixed(2)} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
