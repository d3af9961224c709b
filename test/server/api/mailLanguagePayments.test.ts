// The tenant's mails about payments in their account's language (docs/i18n.md "Mails"): a
// scheduled payment's receipt, each declined try, the notice of cancellation for non-payment, the
// cancellation, the reinstatement and a card that expires before its payment, in Spanish for an
// account whose language is 'es'; the management company's copies stay English. In English the
// alerts say word for word what the dashboard says (paymentAlertTexts).
import { eq } from 'drizzle-orm';
import { addDays } from '../../../src/domain/calendar';
import { paymentAlertTexts, type PaymentAlert } from '../../../src/domain/payments/paymentNotices';
import { demoAccount } from '../../../src/server/db/demo';
import { accounts, scheduledPayments } from '../../../src/server/db/schema';
import { cardExpiringMail } from '../../../src/server/documents/paymentMails';
import { LAKESHORE, policyHelpers, us } from '../../helpers/policies';
import { onDay, scheduledPaymentHelpers } from '../../helpers/scheduledPayments';
import { useTestServer } from '../../helpers/server';
import { formatDay } from '../../../src/domain/i18n/dates';

/** A day as the Spanish mails write it. */
const es = (iso: string) => formatDay(iso, 'es');

jest.setTimeout(60_000);

const server = useTestServer();
const h = policyHelpers(server);
const s = scheduledPaymentHelpers(server);
const MAYA = demoAccount('own-policy').email;
const NUMBER = 'HSR-WI-2604417';

const inSpanish = () =>
  server.handle.db.update(accounts).set({ language: 'es' }).where(eq(accounts.email, MAYA));
const managerMails = async () =>
  (await h.mailsTo(LAKESHORE)).filter((m) => !m.subject.startsWith('Coverage report'));

/** Maya's policy with a payment due in 5 days and a later one, her account in Spanish. */
async function mayaWithPayment() {
  await inSpanish();
  const policy = await s.policyOf('own-policy');
  const due = addDays(server.clock.now.toISOString().slice(0, 10), 5);
  const [payment] = await s.schedule(policy, [{ dueDate: due }, { dueDate: addDays(due, 30) }]);
  return { policy, due, payment: payment! };
}

/** Every try of the payment declined, on its dates (due, +3, +5, +7). */
async function declineEveryTry(paymentId: number, due: string) {
  for (const day of [0, 3, 5, 7]) {
    onDay(server, addDays(due, day));
    await s.decline(paymentId);
  }
}

describe('the payment mails in the tenant’s language', () => {
  it('a scheduled payment’s receipt in Spanish, its method described in Spanish', async () => {
    await inSpanish();
    // The seed's next payment of Maya's plan (5 of 11) is due tomorrow, on her stored Visa.
    server.advance(86_400_000);
    expect((await server.app.jobs.runBilling()).paid).toBeGreaterThan(0);
    const receipt = (await h.mailsTo(MAYA)).find((m) => m.subject.startsWith('Pago recibido'));
    expect(receipt).toMatchObject({
      subject: `Pago recibido: $16.00 de la póliza ${NUMBER}`,
      language: 'es',
    });
    expect(receipt!.textBody).toContain('Hola, Maya:');
    expect(receipt!.textBody).toContain(`Recibimos tu pago de $16.00 de la póliza ${NUMBER}`);
    expect(receipt!.textBody).toMatch(
      /Pago 5 de 11, con vencimiento el \d{1,2} [a-z]{3} \d{4}, con un cargo de facturación de \$2\.00\./,
    );
    expect(receipt!.textBody).toContain('Cobrado a: Visa terminada en 4242.');
    expect(receipt!.textBody).toContain(
      `Tus pagos aparecen en Transacciones: ${server.config.publicUrl}/tenant/transactions`,
    );
  });

  it('each declined try, then the notice of cancellation; the manager’s notice in English', async () => {
    const { payment, due } = await mayaWithPayment();
    onDay(server, due);
    await s.decline(payment.id);
    const [declined] = await h.mailsTo(MAYA);
    expect(declined).toMatchObject({
      subject: `No se pudo realizar tu pago de la póliza ${NUMBER}`,
      language: 'es',
    });
    expect(declined!.textBody).toContain(
      `Tu pago de $16.00 con vencimiento el ${es(due)} de la póliza ${NUMBER} no se pudo realizar.`,
    );
    // The provider's reason, translated by its English wording.
    expect(declined!.textBody).toContain(
      `Tu tarjeta fue rechazada. Lo intentaremos de nuevo el ${es(addDays(due, 3))}. Actualiza tu método de pago y lo cobraremos de nuevo de inmediato.`,
    );
    expect(declined!.textBody).toContain(
      `Actualiza tu método de pago aquí: ${server.config.publicUrl}/tenant/account/update-payment-method`,
    );

    for (const day of [3, 5, 7]) {
      onDay(server, addDays(due, day));
      await s.decline(payment.id);
    }
    const cancellationDate = addDays(due, 17);
    const notice = (await h.mailsTo(MAYA)).at(-1)!;
    expect(notice).toMatchObject({
      subject: `Aviso de cancelación por falta de pago: póliza ${NUMBER}`,
      language: 'es',
    });
    expect(notice.textBody).toContain(
      `Tu póliza ${NUMBER} se cancelará el ${es(cancellationDate)} si no se realiza tu pago de $16.00.`,
    );
    expect(notice.textBody).toContain('Todos los intentos de cobro fueron rechazados.');
    expect(notice.textBody).toContain(
      'Como lo exige la ley, también enviamos este aviso a tu administrador de la propiedad como parte interesada.',
    );
    const [manager] = await managerMails();
    expect(manager!.subject).toBe(
      'Notice of cancellation for non-payment: Maya Thompson, 1402 Regent St',
    );
    expect(manager!.textBody).toContain(`cancelled for non-payment on ${us(cancellationDate)}`);
  });

  it('the cancellation for non-payment, then a reinstatement, in Spanish; the manager in English', async () => {
    const { policy, payment, due } = await mayaWithPayment();
    await declineEveryTry(payment.id, due);
    const cancellationDate = addDays(due, 17);
    onDay(server, cancellationDate);
    await server.app.jobs.runPaymentJobs();
    const reinstateBy = es(addDays(cancellationDate, 30));
    const cancelled = (await h.mailsTo(MAYA)).at(-1)!;
    expect(cancelled).toMatchObject({
      subject: `Tu póliza ${NUMBER} fue cancelada por falta de pago`,
      language: 'es',
    });
    expect(cancelled.textBody).toContain(
      `Tu póliza ${NUMBER} se canceló el ${es(cancellationDate)} por falta de pago.`,
    );
    expect(cancelled.textBody).toContain(
      `Paga $16.00 a más tardar el ${reinstateBy} para restablecerla sin interrupción de la cobertura.`,
    );
    expect(cancelled.textBody).toContain(
      `Si tu póliza no se restablece a más tardar el ${reinstateBy}, te reembolsaremos`,
    );
    expect((await managerMails()).at(-1)!.subject).toBe(
      'Cancelled for non-payment: Maya Thompson, 1402 Regent St',
    );

    onDay(server, addDays(cancellationDate, 12));
    await server.handle.db
      .update(scheduledPayments)
      .set({ status: 'scheduled', nextAttemptDate: addDays(cancellationDate, 12) })
      .where(eq(scheduledPayments.id, payment.id));
    await s.pay(payment.id);
    expect((await h.row(policy.id)).status).toBe('active');
    const reinstated = (await h.mailsTo(MAYA)).at(-1)!;
    expect(reinstated).toMatchObject({
      subject: `Tu póliza ${NUMBER} fue restablecida`,
      language: 'es',
    });
    expect(reinstated.textBody).toContain('Gracias: tu pago se realizó. La póliza');
    expect(reinstated.textBody).toContain('Se lo informamos a tu administrador de la propiedad.');
    const manager = (await managerMails()).at(-1)!;
    expect(manager.subject).toBe('Policy reinstated: Maya Thompson, 1402 Regent St');
    expect(manager.textBody).toContain('The current evidence of insurance is attached.');
  });

  it('a card that expires before the next payment, in Spanish', async () => {
    await inSpanish();
    const policy = await s.policyOf('own-policy');
    const today = `${server.clock.now.toISOString().slice(0, 7)}-20`;
    onDay(server, today);
    const [payment] = await s.schedule(policy, [{ dueDate: addDays(today, 15) }]);
    const [year, month] = today.split('-').map(Number);
    await s.storeCard(policy.accountId, month!, year!);
    expect((await server.app.jobs.runPaymentJobs()).cardNotices).toBe(1);
    const [mail] = (await h.mailsTo(MAYA)).filter((m) => m.subject.startsWith('Tu tarjeta'));
    expect(mail).toMatchObject({
      subject: 'Tu tarjeta vence antes de tu próximo pago',
      language: 'es',
    });
    const expires = `${String(month).padStart(2, '0')}/${year}`;
    expect(mail!.textBody).toContain(
      `Tu Visa terminada en 4242 vence en ${expires}, antes de tu pago de $16.00 con vencimiento el ${es(payment!.dueDate)} de la póliza ${NUMBER}.`,
    );
    expect(mail!.textBody).toContain(
      'Actualiza tu método de pago antes de esa fecha para que el pago se realice.',
    );
  });

  it('in English, each alert says what the dashboard says', () => {
    const base = {
      policyId: 1,
      policyCarrierNumber: NUMBER,
      amount: 16,
      dueDate: '2026-12-01',
      nextAttemptDate: '2026-12-04',
      cancellationDate: '2026-12-18',
      reinstateBy: '2027-01-17',
      reason: 'Your card was declined.',
      cardDescription: 'Mastercard ending in 4444',
      cardExpires: '11/2026',
    };
    const kinds = ['retrying', 'cancellationPending', 'cancelled', 'cardExpiring', 'noMethod'];
    for (const kind of kinds) {
      const alert = { ...base, kind } as PaymentAlert;
      const mail = cardExpiringMail({
        to: MAYA,
        tenant: { firstName: 'Maya' },
        publicUrl: 'https://portal.example.com',
        alert,
        locale: 'en',
      });
      expect(mail.text.split('\n\n').slice(1, 3)).toEqual([
        paymentAlertTexts.headline(alert),
        paymentAlertTexts.detail(alert),
      ]);
    }
  });
});
