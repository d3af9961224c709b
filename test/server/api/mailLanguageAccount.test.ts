// The tenant's mails about a claim and about their account in their account's language
// (docs/i18n.md "Mails"): a claim's receipt (the support mailbox's copy stays English), the code
// that confirms "Delete my account" and the link to a copy of their data, in Spanish for an
// account whose language is 'es'.
import { eq } from 'drizzle-orm';
import { CLAIM_CONTACT_BUSINESS_DAYS } from '../../../src/domain/claims/nextSteps';
import { DEMO_PASSWORD, demoAccount } from '../../../src/server/db/demo';
import { accounts } from '../../../src/server/db/schema';
import { DATA_EXPORT_SUBJECT } from '../../../src/server/mail/dataExport';
import { unzipped, textOf } from '../../helpers/dataExport';
import { policyHelpers } from '../../helpers/policies';
import { useTestServer } from '../../helpers/server';

const server = useTestServer();
const h = policyHelpers(server);
const MAYA = demoAccount('own-policy').email;
const ETHAN = demoAccount('expired-only').email;

const inSpanish = (email: string) =>
  server.handle.db.update(accounts).set({ language: 'es' }).where(eq(accounts.email, email));

describe('the claim and account mails in the tenant’s language', () => {
  it('a claim’s receipt in Spanish, its type in Spanish; the support mailbox’s copy in English', async () => {
    await inSpanish(MAYA);
    const token = await h.token('own-policy');
    const policy = await h.ownPolicy('own-policy');
    const filed = await h.call('POST', `/v2/claim/${policy.policyId}`, token, {
      type: 'Property Claim',
      phone: '312-555-0142',
      address: '1200 W Lake St, Chicago, IL',
      time: 'Anoche cerca de las 11 pm',
      description: 'Se rompió una tubería en el baño',
      property: 'Una alfombra mojada y una laptop',
      payee: 'Maya Thompson',
      habitable: true,
      vacated: false,
      police: false,
    });
    expect(filed.statusCode).toBe(200);
    const { claimNumber } = filed.json();
    const receipt = await server.lastMail(MAYA);
    expect(receipt).toMatchObject({
      subject: `Recibimos tu reclamo ${claimNumber}`,
      language: 'es',
    });
    expect(receipt!.textBody).toContain('Hola, Maya:');
    expect(receipt!.textBody).toContain(
      `Recibimos tu reclamo ${claimNumber} (Reclamo de bienes personales) de la póliza `,
    );
    expect(receipt!.textBody).toContain(
      `Nuestro equipo de reclamos lo revisa y te llama al 312-555-0142 dentro de ${CLAIM_CONTACT_BUSINESS_DAYS} días hábiles. Puedes seguir su estado en Historial de reclamos, en tu cuenta.`,
    );
    expect(receipt!.textBody).toContain(
      `¿Preguntas? Escribe a ${server.config.support.email} y menciona ${claimNumber}.`,
    );
    const support = await server.lastMail(server.config.support.email.toLowerCase());
    expect(support!.subject).toBe(
      `New claim ${claimNumber}: Property Claim, policy ${
        (await h.row(policy.policyId)).carrierPolicyNumber
      }`,
    );
    expect(support!.textBody).toContain('Habitable: Yes');
    expect(support!.language).toBeNull();
  });

  it('the code that confirms "Delete my account" in Spanish', async () => {
    await inSpanish(ETHAN);
    const token = await server.signIn(ETHAN, DEMO_PASSWORD);
    const asked = await server.call({
      method: 'POST',
      url: '/v2/account/deletion',
      headers: { token },
    });
    expect(asked.statusCode).toBe(202);
    const mail = await server.lastMail(ETHAN);
    expect(mail).toMatchObject({ subject: 'Tu código para eliminar tu cuenta', language: 'es' });
    const code = await server.mailedCode(ETHAN);
    expect(mail!.textBody).toContain(`Tu código para eliminar tu cuenta es: ${code}`);
    expect(mail!.textBody).toContain(
      'Ingrésalo en la página Eliminar mi cuenta dentro de 15 minutos para eliminar tu cuenta.',
    );
    expect(mail!.htmlBody).toContain('<p>Tu código para eliminar tu cuenta es:</p>');
    // The code works as in English.
    const confirmed = await server.call({
      method: 'POST',
      url: '/v2/account/deletion/confirm',
      headers: { token },
      payload: { code },
    });
    expect(confirmed.statusCode).toBe(200);
  });

  it('the link to a copy of their data in Spanish; the subject in English for an English account', async () => {
    await inSpanish(MAYA);
    const token = await server.login(MAYA, DEMO_PASSWORD);
    expect(
      (await server.call({ method: 'POST', url: '/v2/account/data-export', headers: { token } }))
        .statusCode,
    ).toBe(202);
    await server.app.jobs.runDataExports();
    const mail = await server.lastMail(MAYA);
    expect(mail).toMatchObject({
      subject: 'Tus datos están listos para descargar',
      language: 'es',
    });
    expect(mail!.textBody).toContain('Hola, Maya:');
    expect(mail!.textBody).toMatch(
      /La copia de tus datos que pediste el \d{1,2} [a-z]{3,4} \d{4} está lista\. Descárgala aquí:/,
    );
    expect(mail!.textBody).toMatch(/\/v2\/data-export\/[A-Za-z0-9_-]{43}/);
    expect(mail!.htmlBody).toContain('>Descargar tus datos</a>');
    expect(DATA_EXPORT_SUBJECT).toBe('Your data is ready to download');
    // The file's README is in Spanish too, its names and folders as the ZIP has them.
    const link = /\/v2\/data-export\/[A-Za-z0-9_-]{43}/.exec(mail!.textBody)![0];
    const zip = await server.call({ method: 'GET', url: link });
    const readme = textOf(unzipped(zip.rawPayload).get('README.txt')!);
    expect(readme).toMatch(/^Tus datos en Nestwell\n\nPreparado el \S+ para Maya Thompson\./);
    expect(readme).toMatch(/^ {2}tables\/accounts\.json: 1 registro$/m);
    expect(readme).toMatch(/^ {2}tables\/enrollments\.json: 2 registros$/m);
    expect(readme).toContain('de su tabla. Nunca se incluyen');
    expect(readme).toMatch(/^Documentos \(\d+\): documents\/ contiene/m);
    // Plain text a phone shows whole: no line past 96 characters.
    expect(Math.max(...readme.split('\n').map((line) => line.length))).toBeLessThanOrEqual(96);
  });
});
