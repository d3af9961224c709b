// docs/i18n.md "Texts from rules": the upload endpoints' refusals leave in the language of the
// request's Accept-Language (the wizard sends the app's), English otherwise; codes never change.
// The wizard shows the typed liability under the property's minimum in its words (a phrase with
// both amounts); the others are the API's own answers to the tenant's request.
import { DEMO_INVITES, demoAccount } from '../../../src/server/db/demo';
import { dataUrl, newTenantFields, policyForm, proofPdf } from '../../helpers/proofPdfs';
import { useTestServer } from '../../helpers/server';
import { storedTextIn } from '../../../src/server/storedTexts';

const server = useTestServer();
const JORDAN = DEMO_INVITES[0]!.email;
const MAYA = demoAccount('own-policy').email;

const post = (url: string, payload: object, language?: string) =>
  server.call({
    method: 'POST',
    url,
    headers: language ? { 'accept-language': language } : {},
    payload,
  });
const validate = (payload: object, language?: string) =>
  post('/v2/thirdPartyPolicy/validate', payload, language);
const upload = (payload: object, language?: string) =>
  post('/v2/thirdPartyPolicy/upload', payload, language);

const page = () => proofPdf(['Renters Insurance Declarations', 'Policy number: LEM-7781']);

/** Jordan Lee's lease (Coastal Keystone Living: $200,000 minimum), as the lookup shows it. */
async function jordanLease(): Promise<number> {
  const found = await server.call({
    method: 'GET',
    url: `/v2/thirdPartyPolicy/emailExists?email=${encodeURIComponent(JORDAN)}`,
  });
  return found.json().tenant.leases[0].id;
}

describe('the upload endpoints refuse in the language asked for', () => {
  it('a typed liability under the minimum, with both amounts', async () => {
    const payload = {
      ...policyForm(await page()),
      liabilityCoverage: 100000,
      tenantEmail: JORDAN,
      leaseId: await jordanLease(),
    };
    const es = await validate(payload, 'es-MX,es;q=0.9');
    expect(es.statusCode).toBe(400);
    expect(es.json()).toEqual({
      message:
        'Esta propiedad exige al menos $200,000 de cobertura de responsabilidad civil. Tu póliza indica $100,000.',
      code: 'LIABILITY_BELOW_MINIMUM',
    });
    expect((await validate(payload)).json()).toEqual({
      message:
        'This property requires at least $200,000 of liability coverage. Your policy shows $100,000.',
      code: 'LIABILITY_BELOW_MINIMUM',
    });
    // The upload refuses it the same way.
    const uploaded = await upload({ ...payload, newPassword: 'jordan-secret' }, 'es');
    expect(uploaded.json().message).toBe(es.json().message);
  });

  it('a file that is not a PDF', async () => {
    const payload = {
      selectedFile: dataUrl(Buffer.from('89504e470d0a1a0a00000000', 'hex')),
      selectedFileName: 'policy.pdf',
    };
    const es = await validate(payload, 'es');
    expect(es.statusCode).toBe(400);
    expect(es.json()).toEqual({
      message:
        'Este archivo no es un PDF. Elige el PDF de la página de declaraciones de tu póliza.',
      code: 'NOT_A_PDF',
    });
    expect((await validate(payload, 'fr')).json().message).toBe(
      'This file is not a PDF. Please choose the PDF of your policy declarations page.',
    );
  });

  it("an e-mail with a login, a lease that is not the tenant's, a company not on the list", async () => {
    const form = policyForm(await page());
    const exists = await upload({ ...form, ...newTenantFields, tenantEmail: MAYA }, 'es');
    expect(exists.statusCode).toBe(409);
    expect(exists.json()).toEqual({
      message: 'Ya existe un usuario con este correo electrónico. Inicia sesión en tu cuenta.',
      code: 'ACCOUNT_EXISTS',
    });
    const lease = await validate({ ...form, leaseId: 999999 }, 'es');
    expect(lease.statusCode).toBe(404);
    expect(lease.json().message).toBe('No se encontró el contrato de arrendamiento');
    const company = await upload(
      { ...form, ...newTenantFields, propertyManager: 'Nobody Realty' },
      'es',
    );
    expect(company.statusCode).toBe(400);
    expect(company.json().message).toBe('Elige tu empresa administradora de la lista.');
  });

  it('the checks of a page: each reason in the language asked for, the verdicts the same', async () => {
    const payload = {
      ...policyForm(await page()),
      liabilityCoverage: 300000,
      tenantEmail: JORDAN,
      leaseId: await jordanLease(),
    };
    const en = (await validate(payload)).json();
    const es = (await validate(payload, 'es-MX,es;q=0.9')).json();
    expect(es.checks.map((c: { verdict: string }) => c.verdict)).toEqual(
      en.checks.map((c: { verdict: string }) => c.verdict),
    );
    const reasons = (answer: { checks: { reason: string }[] }) =>
      answer.checks.map((c) => c.reason);
    expect(reasons(es)).toEqual(reasons(en).map((reason) => storedTextIn('es', reason)));
    // None left in English (each is one of the catalog's messages).
    for (const [i, reason] of reasons(es).entries()) expect(reason).not.toBe(reasons(en)[i]);
  });
});
