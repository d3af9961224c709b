// docs/i18n.md "Texts from rules": what a stored payment says was written in English with it
// (support reads it as written); GET /transaction answers it in the reader's language.
import { DEMO_PASSWORD, demoAccount } from '../../../src/server/db/demo';
import { storedTextIn } from '../../../src/server/storedTexts';
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
