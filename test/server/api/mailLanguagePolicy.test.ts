// The tenant's mails about their own policy in their account's language (docs/i18n.md "Mails"):
// a cancellation's confirmation and its refund's receipt, a move's confirmation and the renewal
// announced ahead, in Spanish for an account whose language is 'es'; the management company's
// notices of the same changes stay English, and so does the mail of an account in English.
import { eq } from 'drizzle-orm';
import { addDays, addYears } from '../../../src/domain/calendar';
import { demoAccount } from '../../../src/server/db/demo';
import { accounts } from '../../../src/server/db/schema';
import { money } from '../../../src/server/documents/changeMails';
import { serverToday } from '../../../src/server/handlers/carrier';
import { LAKESHORE, policyHelpers, us } from '../../helpers/policies';
import { useTestServer } from '../../helpers/server';
import { formatDay } from '../../../src/domain/i18n/dates';

/** A day as the Spanish mails write it. */
const es = (iso: string) => formatDay(iso, 'es');

const server = useTestServer();
const h = policyHelpers(server);
const MAYA = demoAccount('own-policy').email;
const PRIYA = demoAccount('association-member').email;

const inSpanish = (email: string) =>
  server.handle.db.update(accounts).set({ language: 'es' }).where(eq(accounts.email, email));

describe('the policy mails in the tenant’s language', () => {
  it('a cancellation: the confirmation and the refund’s receipt in Spanish, the manager in English', async () => {
    await inSpanish(MAYA);
    const policy = await h.ownPolicy('own-policy');
    const token = await h.token('own-policy');
    const today = serverToday(server.clock.now);
    const preview = await h.call('POST', `/v2/policy/cancel/${policy.policyId}/preview`, token, {
      reason: 'Me mudo',
    });
    const refund = Math.round((preview.json().refundAmount as number) * 100);
    const cancelled = await h.call('PUT', `/v2/policy/cancel/${policy.policyId}`, token, {
      reason: 'Me mudo',
    });
    expect(cancelled.statusCode).toBe(200);
    const number = (await h.row(policy.policyId)).carrierPolicyNumber;

    const [confirmation, receipt] = await h.mailsTo(MAYA);
    expect(confirmation).toMatchObject({
      subject: `Tu póliza ${number} fue cancelada`,
      language: 'es',
    });
    expect(confirmation!.textBody).toContain('Hola, Maya:');
    expect(confirmation!.textBody).toContain(
      `te cubre hasta que su cancelación entre en vigor el ${es(today)}.`,
    );
    expect(confirmation!.textBody).toContain(
      `Te reembolsaremos ${money(refund)} de prima no devengada a tu método de pago.`,
    );
    expect(confirmation!.textBody).toContain(
      'Se lo informamos a tu administrador de la propiedad.',
    );
    expect(confirmation!.textBody).not.toContain('cancelled');

    expect(receipt).toMatchObject({
      subject: `Reembolso emitido: ${money(refund)} de la póliza ${number}`,
      language: 'es',
    });
    expect(receipt!.textBody).toContain('Reembolsado a: Visa terminada en 4242.');
    expect(receipt!.textBody).toContain(`Tus pagos aparecen en Transacciones: `);

    const [notice] = await h.mailsTo(LAKESHORE);
    expect(notice!.subject).toBe('Cancellation notice: Maya Thompson, 1402 Regent St');
    expect(notice!.textBody).toContain(`The cancellation is effective ${us(today)}`);
    expect(notice!.language).toBeNull();
  });

  it('a move: the confirmation in Spanish, the manager’s updated evidence in English', async () => {
    await inSpanish(MAYA);
    const policy = await h.ownPolicy('own-policy');
    const token = await h.token('own-policy');
    const moved = await h.call('PUT', `/v2/policy/update-address/${policy.policyId}`, token, {
      streetAddress: '2350 N Clark St',
      unit: '5C',
      city: 'Chicago',
      state: 'IL',
      zip: '60614',
    });
    expect(moved.statusCode).toBe(200);
    const [confirmation] = await h.mailsTo(MAYA);
    expect(confirmation).toMatchObject({
      subject: 'Actualizamos la dirección de tu póliza',
      language: 'es',
    });
    expect(confirmation!.textBody).toContain(
      `Desde el ${es(serverToday(server.clock.now))}, la póliza`,
    );
    expect(confirmation!.textBody).toContain('cubre 2350 N Clark St, Unit 5C, Chicago, IL 60614.');
    expect(confirmation!.textBody).toMatch(/Tu prima por el resto del período sube \$[\d,.]+/);
    const [notice] = await h.mailsTo(LAKESHORE);
    expect(notice!.subject).toBe('Updated evidence of insurance: Maya Thompson, 2350 N Clark St');
    expect(notice!.textBody).toContain('The updated evidence of insurance is attached.');
  });

  it('the renewal announced: in Spanish with its plan and payments; in English for an English account', async () => {
    await inSpanish(MAYA);
    const maya = await h.ownPolicy('own-policy');
    const priya = await h.ownPolicy('association-member');
    // Priya's account has no language: her locked renewal is announced in English, word for word.
    const locked: string = priya.policyRenewalDate.date;
    server.clock.now = new Date(`${addDays(locked, -30)}T14:00:00Z`);
    await server.app.jobs.runPolicyJobs();
    const [english] = (await h.mailsTo(PRIYA)).filter((m) => m.subject.includes('renews'));
    expect(english).toMatchObject({
      subject: `Your policy renews on ${us(locked)}`,
      language: 'en',
    });
    expect(english!.textBody).toContain(
      `Auto-renewal is on: your policy renews on ${us(locked)}. It is locked within 90 days of your renewal date; to turn it off, contact support at ${server.config.support.email} or ${server.config.support.phone}.`,
    );

    const renewal: string = maya.policyRenewalDate.date;
    server.clock.now = new Date(`${addDays(renewal, -30)}T14:00:00Z`);
    await server.app.jobs.runPolicyJobs();
    const [mail] = (await h.mailsTo(MAYA)).filter((m) => m.subject.includes('renueva'));
    expect(mail).toMatchObject({
      subject: `Tu póliza se renueva el ${es(renewal)}`,
      language: 'es',
    });
    expect(mail!.textBody).toContain(
      `se renueva automáticamente el ${es(renewal)}. El nuevo período va del ${es(renewal)} al ${es(addYears(renewal, 1))}.`,
    );
    expect(mail!.textBody).toContain('La prima del nuevo período es de $168.00.');
    expect(mail!.textBody).toMatch(
      /Con tu plan Mensual, el primer pago de \$[\d.,]+ se cobrará a tu método de pago registrado el /,
    );
    expect(mail!.textBody).toMatch(
      /Después, 10 pagos de \$[\d.,]+ a partir del \d{1,2} [a-z]{3,4} \d{4}\./,
    );
    expect(mail!.textBody).toMatch(/Cada uno incluye un cargo de facturación de \$[\d.,]+\./);
    expect(mail!.textBody).toContain(
      `desactiva la renovación automática en tu panel antes del ${es(renewal)}: ${server.config.publicUrl}/tenant/dashboard`,
    );
    expect(mail!.textBody).not.toMatch(/\b(payment|renews|plan Monthly)\b/);
  });

  it('a locked renewal says so in Spanish', async () => {
    await inSpanish(PRIYA);
    const priya = await h.ownPolicy('association-member');
    const renewal: string = priya.policyRenewalDate.date;
    server.clock.now = new Date(`${addDays(renewal, -30)}T14:00:00Z`);
    await server.app.jobs.runPolicyJobs();
    const [mail] = (await h.mailsTo(PRIYA)).filter((m) => m.subject.includes('renueva'));
    expect(mail!.textBody).toContain(
      `La renovación automática está activada: tu póliza se renueva el ${es(renewal)}. Queda bloqueada en los 90 días previos a tu fecha de renovación; para desactivarla, comunícate con soporte en ${server.config.support.email} o al ${server.config.support.phone}.`,
    );
  });
});
