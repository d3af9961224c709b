// The tenant's mails about an uploaded proof of insurance in their language (docs/i18n.md
// "Mails"): the receipt at upload (the account's language, or for a visitor without one the
// request's), staff's approval and rejection, the reminder before the uploaded policy ends and its
// lapse, in Spanish; the management company's mails stay English.
import { eq } from 'drizzle-orm';
import { addDays } from '../../../src/domain/calendar';
import { demoAccount } from '../../../src/server/db/demo';
import { accounts, leases, thirdPartyPolicies } from '../../../src/server/db/schema';
import { LAKESHORE, PRAIRIE_PINE, policyHelpers } from '../../helpers/policies';
import { dataUrl, declarationsPage } from '../../helpers/proofPdfs';
import { useTestServer } from '../../helpers/server';
import { formatDay } from '../../../src/domain/i18n/dates';

/** A day as the Spanish mails write it. */
const es = (iso: string) => formatDay(iso, 'es');
import { staffToken } from '../../helpers/staffSession';

const server = useTestServer();
const h = policyHelpers(server);
const db = () => server.handle.db;
const MAYA = demoAccount('own-policy').email;
const SOFIA = demoAccount('third-party').email;
const RILEY = 'riley.chen@example.com';
const LAKESHORE_NAME = 'Lakeshore Property Management';

const inSpanish = (email: string) =>
  db().update(accounts).set({ language: 'es' }).where(eq(accounts.email, email));

const form = async (insured: string, location: string) => ({
  selectedFile: dataUrl(
    await declarationsPage({
      insured,
      policyNumber: 'LEM-7781',
      interestedParty: LAKESHORE_NAME,
      mailingAddress: 'PO Box 620\nMiddleton, WI 53562',
      location,
    }),
  ),
  selectedFileName: 'declarations.pdf',
  startDate: '2026-09-01',
  endDate: '2027-09-01',
  carrierName: 'Lemonade',
  policyNumber: 'LEM-7781',
  liabilityCoverage: 300000,
});

/** Sofia's State Farm upload (pending review, ending before her Lemonade policy). */
async function stateFarm() {
  const rows = await db()
    .select()
    .from(thirdPartyPolicies)
    .where(eq(thirdPartyPolicies.carrierPolicyNumber, '98-BT-2201-5'));
  return rows.sort((a, b) => a.startDate.localeCompare(b.startDate))[0]!;
}

const staffDecides = async (policyId: number, verb: 'approve' | 'reject', reason?: string) =>
  server.call({
    method: 'POST',
    url: `/v2/staff/proofs/${policyId}/${verb}`,
    headers: { stafftoken: await staffToken(server) },
    ...(reason !== undefined ? { payload: { reason } } : {}),
  });

describe('the proof mails in the tenant’s language', () => {
  it('a visitor’s upload: the receipt in the language the upload was asked in', async () => {
    const answer = await server.call({
      method: 'POST',
      url: '/v2/thirdPartyPolicy/upload',
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
      payload: {
        ...(await form('Riley Chen', '900 Unknown Ave')),
        tenantEmail: RILEY,
        leaseId: null,
        firstName: 'Riley',
        lastName: 'Chen',
        address: '900 Unknown Ave',
        unit: '2',
        city: 'Madison',
        state: 'WI',
        zip_code: '53703',
        propertyManager: LAKESHORE_NAME,
        newPassword: 'riley-secret',
      },
    });
    expect(answer.statusCode).toBe(200);
    const receipt = await server.lastMail(RILEY);
    expect(receipt).toMatchObject({
      subject: 'Recibimos tu comprobante de seguro (LEM-7781)',
      language: 'es',
    });
    expect(receipt!.textBody).toContain('Hola, Riley:');
    expect(receipt!.textBody).toContain(
      `Recibimos tu comprobante de seguro: póliza LEM-7781 de Lemonade, del ${es('2026-09-01')} al ${es('2027-09-01')}.`,
    );
    expect(receipt!.textBody).toContain(
      `Verificaremos tu póliza y la enviaremos a ${LAKESHORE_NAME}. No necesitas hacer nada más.`,
    );
    // The account the upload created keeps the language: later mails follow it.
    const [created] = await server.handle.db
      .select({ language: accounts.language })
      .from(accounts)
      .where(eq(accounts.email, RILEY));
    expect(created!.language).toBe('es');
  });

  it('a signed-in upload follows the account’s language, not the request’s', async () => {
    await inSpanish(MAYA);
    const token = await h.token('own-policy');
    const lease = (
      await server.call({ method: 'GET', url: '/v2/account', headers: { token } })
    ).json().leases[0];
    const answer = await server.call({
      method: 'POST',
      url: '/v2/account/upload',
      headers: { token, 'accept-language': 'en-US' },
      payload: {
        ...(await form('Maya Thompson', '1402 Regent St, Unit 3B, Madison, WI 53711')),
        leaseId: lease.id,
      },
    });
    expect(answer.statusCode).toBe(200);
    expect(await server.lastMail(MAYA)).toMatchObject({
      subject: 'Recibimos tu comprobante de seguro (LEM-7781)',
      language: 'es',
    });
    expect(await h.mailsTo(LAKESHORE)).toHaveLength(0);
  });

  it('staff approve: the tenant told in Spanish, the manager gets the proof in English', async () => {
    await inSpanish(SOFIA);
    const proof = await stateFarm();
    expect((await staffDecides(proof.id, 'approve')).statusCode).toBe(200);
    const mail = await server.lastMail(SOFIA);
    expect(mail).toMatchObject({
      subject: 'Tu comprobante de seguro fue aprobado (98-BT-2201-5)',
      language: 'es',
    });
    expect(mail!.textBody).toContain(
      `Tu comprobante de seguro de la póliza 98-BT-2201-5 de State Farm (del ${es(proof.startDate)} al ${es(proof.endDate)}) fue verificado y aprobado.`,
    );
    expect(mail!.textBody).toContain(
      'Lo enviamos a Prairie & Pine Residential. No necesitas hacer nada más.',
    );
    const manager = await server.lastMail(PRAIRIE_PINE);
    expect(manager!.subject).toBe('Proof of insurance: Sofia Ramirez, 98-BT-2201-5');
    expect(manager!.textBody).toContain('The proof of insurance the tenant uploaded is attached.');
  });

  it('staff reject: the tenant told in Spanish, the reason as staff wrote it', async () => {
    await inSpanish(SOFIA);
    const proof = await stateFarm();
    const reason = 'Personal liability is $100,000.';
    expect((await staffDecides(proof.id, 'reject', reason)).statusCode).toBe(200);
    const mail = await server.lastMail(SOFIA);
    expect(mail).toMatchObject({
      subject: 'Acción necesaria: tu comprobante de seguro (98-BT-2201-5)',
      language: 'es',
    });
    expect(mail!.textBody).toContain(`Motivo: ${reason}`);
    expect(mail!.textBody).toContain(
      `Pide a tu aseguradora una página de declaraciones actualizada y súbela en ${server.config.publicUrl}/upload.`,
    );
  });

  it('the reminder before an upload ends and its lapse in Spanish; the manager’s lapse in English', async () => {
    await inSpanish(SOFIA);
    const proof = await stateFarm();
    // Her Lemonade policy withdrawn, State Farm is her only cover; her lease runs past its end.
    await db()
      .update(thirdPartyPolicies)
      .set({ enabled: false })
      .where(eq(thirdPartyPolicies.carrierPolicyNumber, 'LP-TX-4471902'));
    await db()
      .update(leases)
      .set({ leaseEnd: addDays(proof.endDate, 200) })
      .where(eq(leases.id, proof.leaseId!));
    server.clock.now = new Date(`${addDays(proof.endDate, -30)}T14:00:00Z`);
    expect((await server.app.jobs.runPolicyJobs()).uploadReminders).toBe(1);
    const reminder = await server.lastMail(SOFIA);
    expect(reminder).toMatchObject({
      subject: `Tu seguro para inquilinos termina el ${es(proof.endDate)}`,
      language: 'es',
    });
    expect(reminder!.textBody).toContain(
      `Tu póliza 98-BT-2201-5 de State Farm termina el ${es(proof.endDate)} y todavía no tenemos el comprobante de su renovación.`,
    );
    expect(reminder!.textBody).toContain(
      `${server.config.publicUrl}/tenant/upload?renew=${proof.id}`,
    );

    server.clock.now = new Date(`${addDays(proof.endDate, 1)}T14:00:00Z`);
    expect((await server.app.jobs.runPolicyJobs()).lapses).toBe(1);
    const lapse = await server.lastMail(SOFIA);
    expect(lapse).toMatchObject({ subject: 'Tu seguro para inquilinos venció', language: 'es' });
    expect(lapse!.textBody).toContain(
      'así que no tienes cobertura. Se lo informamos a Prairie & Pine Residential.',
    );
    expect(lapse!.textBody).toContain('O cotiza con nosotros en tu panel');
    const manager = (await h.mailsTo(PRAIRIE_PINE)).find((m) =>
      m.subject.startsWith('Insurance lapsed'),
    );
    expect(manager!.subject).toBe('Insurance lapsed: Sofia Ramirez');
    expect(manager!.textBody).toContain('We have asked the resident for a renewed policy');
  });
});
