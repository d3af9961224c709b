// docs/i18n.md "Texts from rules": what a stored payment says was written in English with it
// (support reads it as written); GET /transaction answers it in the reader's language.
import { DEMO_PASSWORD, demoAccount } from '../../../src/server/db/demo';
import { MATCHED_TEXT_MAX, storedTextIn } from '../../../src/server/storedTexts';
import uploadReasonsEs from '../../../src/domain/i18n/generated/es/uploadReasons';
import { uploadReasonsTexts } from '../../../src/domain/i18n/generated/en/uploadReasons';
import { fill } from '../../../src/domain/i18n/texts';
import { offWords, proofReasons } from '../../../src/domain/proofs/reasons';
import { useTestServer } from '../../helpers/server';

describe('a stored payment text in another language', () => {
  it('finds the message that wrote it, values included, and writes it in Spanish', () => {
    expect(storedTextIn('es', 'Payment received. Thank you!')).toBe('Pago recibido. ¡Gracias!');
    expect(storedTextIn('es', 'Payment 5 of 11 received. Thank you!')).toBe(
      'Pago 5 de 11: recibimos tu pago. ¡Gracias!',
    );
    expect(storedTextIn('es', 'Renewal: payment 2 of 4 received. Thank you!')).toBe(
      'Renovación: pago 2 de 4: recibimos tu pago. ¡Gracias!',
    );
    expect(storedTextIn('es', 'Premium difference for your new address received. Thank you!')).toBe(
      'Diferencia de prima por tu nueva dirección: recibimos tu pago. ¡Gracias!',
    );
    expect(storedTextIn('es', 'Refund of unearned premium (policy cancelled)')).toBe(
      'Reembolso de la prima no devengada (póliza cancelada)',
    );
  });

  it('leaves English, and words no message wrote (a card processor’s), as they are', () => {
    expect(storedTextIn('en', 'Payment 5 of 11 received. Thank you!')).toBe(
      'Payment 5 of 11 received. Thank you!',
    );
    expect(storedTextIn('es', 'Do not honor (code 05)')).toBe('Do not honor (code 05)');
    expect(storedTextIn('es', 'Your card was declined (insufficient funds).')).toBe(
      'Tu tarjeta fue rechazada (fondos insuficientes).',
    );
    expect(storedTextIn('es', 'received. Thank you!')).toBe('received. Thank you!');
  });
});

describe('GET /v2/transaction in the reader’s language', () => {
  const server = useTestServer();

  it('answers each payment’s words in Spanish for Accept-Language es, in English otherwise', async () => {
    const token = await server.login(demoAccount('own-policy').email, DEMO_PASSWORD);
    const get = (language?: string) =>
      server.call({
        method: 'GET',
        url: '/v2/transaction',
        headers: { token, ...(language ? { 'accept-language': language } : {}) },
      });
    const english = (await get()).json().transactions as { transactionMessage: string | null }[];
    const spanish = (await get('es-MX')).json().transactions as typeof english;
    expect(english.map((t) => t.transactionMessage)).toContain('Payment received. Thank you!');
    expect(spanish.map((t) => t.transactionMessage)).toContain('Pago recibido. ¡Gracias!');
    expect(spanish.map((t) => t.transactionMessage)).not.toContain('Payment received. Thank you!');
    expect(spanish).toHaveLength(english.length);
  });
});

describe("a proof check's reason in another language", () => {
  type Key = keyof typeof proofReasons;
  /** A message's placeholders in the order they first appear (reasons.ts' parameters'). */
  const placeholders = (key: Key) => {
    const names: string[] = [];
    for (const token of uploadReasonsTexts.messages[key])
      if (typeof token !== 'string' && !names.includes(token[0])) names.push(token[0]);
    return names;
  };
  // Values as a page and a tenant give them: names, addresses, dates, amounts.
  const SAMPLES = ['Lakeshore Property Group LLC', 'PO Box 620, Middleton, WI 53562', 'x'];
  const sample = (key: string, i: number) =>
    key.startsWith('period')
      ? ['06/01/2026 to 06/01/2027', '06/03/2026 to 06/03/2027'][i]!
      : key.startsWith('liability')
        ? ['$100,000', '$300,000'][i]!
        : SAMPLES[i]!;
  const spanish = (key: string, values?: Record<string, string>) =>
    fill(uploadReasonsEs[`uploadReasons.${key}`]!, values);

  it.each(Object.keys(proofReasons) as Key[])('%s: written in English, said in Spanish', (key) => {
    const names = placeholders(key);
    const values = Object.fromEntries(names.map((name, i) => [name, sample(key, i)]));
    if ('off' in values) values.off = offWords(['unit', 'zip']);
    const reason = proofReasons[key] as string | ((...v: string[]) => string);
    const english = typeof reason === 'string' ? reason : reason(...names.map((n) => values[n]!));
    // The page's and the tenant's values are kept; the parts of an address are words.
    const said = 'off' in values ? { ...values, off: 'la unidad y el código postal' } : values;
    expect(storedTextIn('es', english)).toBe(spanish(key, names.length ? said : undefined));
  });

  it('leaves a reason quoting a line built to be long as it is, at once', () => {
    // Its separators repeated: matched, a pattern with several values backtracks for most of a
    // minute, holding the server's one thread (as docs/security.md's hostile inputs must not).
    const a = '", not your management company "'.repeat(1_000);
    const b = '". Ask your insurer to add "'.repeat(1_000);
    const reason = `The interested party on the page is "${a}${b}${a}${b}" as interested party!`;
    const started = performance.now();
    expect(storedTextIn('es', reason)).toBe(reason);
    expect(performance.now() - started).toBeLessThan(2_000);
    // A real reason just under the bound is still said in Spanish.
    const long = 'L'.repeat(MATCHED_TEXT_MAX - 200);
    expect(storedTextIn('es', proofReasons.insuredSame(long))).toBe(
      spanish('insuredSame', { found: long }),
    );
  });

  it('keeps a name that happens to be one of the words', () => {
    expect(storedTextIn('es', proofReasons.insuredSame('unit'))).toBe(
      spanish('insuredSame', { found: 'unit' }),
    );
  });
});
