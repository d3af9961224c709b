// The buyer's mails of a purchase in their language (docs/i18n.md "Mails"): the confirmation, in
// the account's language, else the one the purchase was asked in (also when the recovery job
// issues it after a crash), and the refund of a purchase that could not be issued. The
// application PDF stays English and the Spanish mail says so; the management company's notice
// with the evidence of insurance stays English.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { carrierFromConfig } from '../../../src/server/adapters/carrier';
import type { Carrier } from '../../../src/server/adapters/carrier/interface';
import { buildApp } from '../../../src/server/app';
import { DEMO_PASSWORD, demoAccount } from '../../../src/server/db/demo';
import { accounts, purchases } from '../../../src/server/db/schema';
import { MAX_RECOVERY_FAILURES, RECOVER_AFTER_MS } from '../../../src/server/jobs/purchaseRecovery';
import { testConfig, useTestServer } from '../../helpers/server';
import {
  BUYER,
  issueRequest,
  LAKESHORE_OWNER,
  PLAIN_ADDRESS,
  quoteFor,
  tokenize,
  WILLOW,
} from '../carrier/fixtures';

jest.setTimeout(60_000);

const server = useTestServer();
const MAYA = demoAccount('own-policy').email;
const SPANISH = { 'accept-language': 'es-MX,es;q=0.9' };

const issueAsked = (payload: object, headers: Record<string, string>) =>
  server.call({ method: 'POST', url: '/v2/issuePolicy', headers, payload });

let dying: FastifyInstance | null = null;
afterEach(async () => {
  await dying?.close();
  dying = null;
});

/** A purchase asked in Spanish whose process dies once the carrier has charged it. */
async function purchaseThatDies() {
  const quote = await quoteFor(server, WILLOW);
  const payload = issueRequest(quote, await tokenize(server, quote));
  const sandbox = carrierFromConfig(server.config, server.handle.db);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let charged!: () => void;
  const reached = new Promise<void>((resolve) => (charged = resolve));
  const carrier: Carrier = {
    ...sandbox,
    async issue(input) {
      const result = await sandbox.issue(input);
      charged();
      await released;
      return result;
    },
  };
  dying = await buildApp({
    config: testConfig(),
    db: server.handle.db,
    now: () => server.clock.now,
    carrier,
    backgroundJobs: false,
  });
  const answer = dying.inject({
    method: 'POST',
    url: '/v2/issuePolicy',
    headers: SPANISH,
    payload,
  });
  await reached;
  return { release, answer };
}

describe('the purchase mails in the buyer’s language', () => {
  it('a visitor’s purchase asked in Spanish: the confirmation in Spanish, the manager’s EOI in English', async () => {
    const quote = await quoteFor(server, WILLOW);
    const bought = await issueAsked(issueRequest(quote, await tokenize(server, quote)), SPANISH);
    const number = bought.json().transactionDetails.policyId;
    const mail = await server.lastMail(BUYER.email);
    expect(mail).toMatchObject({
      subject: `Tu póliza de seguro para inquilinos ${number}`,
      language: 'es',
    });
    expect(mail!.textBody).toContain('Hola, Riley:');
    expect(mail!.textBody).toMatch(/¡Gracias por elegir .+! Tu póliza \S+ cubre 1402 Regent St/);
    expect(mail!.textBody).toContain(
      'Adjuntamos tu solicitud; el documento adjunto está en inglés, como lo requiere la aseguradora.',
    );
    expect(mail!.attachments).toEqual([
      expect.objectContaining({ filename: `application-${number}.pdf` }),
    ]);
    const manager = await server.lastMail(LAKESHORE_OWNER);
    expect(manager!.subject).toBe('Evidence of insurance: Riley Chen, 1402 Regent St');
    expect(manager!.textBody).toContain('The evidence of insurance is attached.');
    expect(manager!.language).toBeNull();
    // The buyer's new account keeps the language the purchase was asked in.
    const [created] = await server.handle.db
      .select({ language: accounts.language })
      .from(accounts)
      .where(eq(accounts.email, BUYER.email));
    expect(created!.language).toBe('es');
  });

  it('a signed-in buyer gets the account’s language, whatever the request asks', async () => {
    await server.handle.db.update(accounts).set({ language: 'es' }).where(eq(accounts.email, MAYA));
    const token = await server.signIn(MAYA, DEMO_PASSWORD);
    const quote = await quoteFor(server, PLAIN_ADDRESS, token);
    const payload = issueRequest(quote, await tokenize(server, quote), {
      buyer: { email: MAYA, firstName: 'Maya', lastName: 'Thompson' },
    });
    const bought = await issueAsked(payload, { token, 'accept-language': 'en-US' });
    expect(bought.json().error).toBeNull();
    expect(await server.lastMail(MAYA)).toMatchObject({
      subject: `Tu póliza de seguro para inquilinos ${bought.json().transactionDetails.policyId}`,
      language: 'es',
    });
    // An English buyer's confirmation says what it always said.
    const other = await quoteFor(server);
    await issueAsked(issueRequest(other, await tokenize(server, other)), {});
    const english = await server.lastMail(BUYER.email);
    expect(english).toMatchObject({ language: 'en' });
    expect(english!.subject).toMatch(/^Your renters insurance policy \S+$/);
    expect(english!.textBody).toContain('Hi Riley,');
    expect(english!.textBody).toMatch(
      /We charged \$[\d,.]+ today\. Your application is attached\./,
    );
  });

  it('issued by the recovery job after a crash: still in the language the purchase was asked in', async () => {
    const { release, answer } = await purchaseThatDies();
    server.advance(RECOVER_AFTER_MS + 1000);
    expect(await server.app.jobs.recoverPurchases()).toMatchObject({ issued: 1 });
    const mail = await server.lastMail(BUYER.email);
    expect(mail!.subject).toMatch(/^Tu póliza de seguro para inquilinos /);
    expect(mail!.language).toBe('es');
    expect((await server.lastMail(LAKESHORE_OWNER))!.subject).toBe(
      'Evidence of insurance: Riley Chen, 1402 Regent St',
    );
    release();
    await answer;
  });

  it('refunded by the recovery job: the buyer told in Spanish', async () => {
    const { release, answer } = await purchaseThatDies();
    // Recording it kept failing: the charge is refunded instead.
    await server.handle.db.update(purchases).set({ recoveryFailures: MAX_RECOVERY_FAILURES });
    server.advance(RECOVER_AFTER_MS + 1000);
    expect(await server.app.jobs.recoverPurchases()).toMatchObject({ refunded: 1 });
    const mail = await server.lastMail(BUYER.email);
    expect(mail).toMatchObject({
      subject: 'Reembolsamos tu compra de seguro para inquilinos',
      language: 'es',
    });
    expect(mail!.textBody).toContain(
      'No pudimos completar tu compra de seguro para inquilinos de 1402 Regent St, así que no se emitió ninguna póliza.',
    );
    expect(mail!.textBody).toMatch(/Te reembolsamos los \$[\d,.]+ que cobramos/);
    expect(mail!.textBody).toContain(`Escribe a ${server.config.support.email}.`);
    release();
    await answer;
  });
});
