// docs/i18n.md "Texts from rules" on the account pages' endpoints (docs/product.md "Account
// pages"; docs/privacy.md "Your rights"): personal information's save and e-mail code, delete my
// account and the data download's link refuse in the language of the request's Accept-Language,
// English otherwise, the code unchanged; the refusals the pages show are catalog messages.
import { sql } from 'drizzle-orm';
import { deleteAccountTexts } from '../../../src/domain/i18n/generated/en/deleteAccount';
import { myDataTexts } from '../../../src/domain/i18n/generated/en/myData';
import { keyOf } from '../../../src/domain/i18n/texts';
import {
  accountDeletionTexts,
  activePoliciesRefusal,
} from '../../../src/domain/messages/accountDeletion';
import { dataExportTexts } from '../../../src/domain/messages/dataExport';
import { formatAnswer } from '../../../src/server/answerLanguage';
import { DEMO_PASSWORD, demoAccount } from '../../../src/server/db/demo';
import { useTestServer } from '../../helpers/server';

const server = useTestServer();
const ETHAN = demoAccount('expired-only');
const MAYA = demoAccount('own-policy');

const headers = (token: string | null, language?: string) => ({
  ...(token ? { token } : {}),
  ...(language ? { 'accept-language': language } : {}),
});

describe('the account pages’ refusals in the language asked for', () => {
  it('delete my account: a purchase being processed, in Spanish, English otherwise', async () => {
    const token = await server.signIn(ETHAN.email, DEMO_PASSWORD);
    await server.handle.db.execute(sql`insert into purchases (work_item_id, email, account_id,
      payment_token_hash, status) values ('SBX-WAIT', ${ETHAN.email},
      (select id from accounts where email = ${ETHAN.email}), 'h', 'processing')`);
    const ask = (language?: string) =>
      server.call({
        method: 'POST',
        url: '/v2/account/deletion',
        headers: headers(token, language),
      });
    const es = await ask('es-MX,es;q=0.9');
    expect(es.statusCode).toBe(409);
    expect(es.json()).toEqual({
      message: 'Todavía estamos procesando una compra tuya. Inténtalo de nuevo en unos minutos.',
      code: 'PURCHASE_IN_PROGRESS',
      policies: [],
    });
    expect((await ask()).json().message).toBe(accountDeletionTexts.purchaseInProgress);
  });

  it('delete my account: a wrong code, in Spanish', async () => {
    const token = await server.signIn(ETHAN.email, DEMO_PASSWORD);
    const wrong = await server.call({
      method: 'POST',
      url: '/v2/account/deletion/confirm',
      headers: headers(token, 'es'),
      payload: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: 'Código de verificación no válido',
      code: 'INVALID_CODE',
    });
  });

  it('delete my account: the active policies, named, in the language asked for', async () => {
    const token = await server.login(MAYA.email, DEMO_PASSWORD);
    const refused = await server.call({
      method: 'POST',
      url: '/v2/account/deletion',
      headers: headers(token),
    });
    expect(refused.statusCode).toBe(409);
    const numbers = (refused.json().policies as Array<{ policyNumber: string }>).map(
      (p) => p.policyNumber,
    );
    expect(refused.json().message).toBe(accountDeletionTexts.activePolicies(numbers));
    const es = await server.call({
      method: 'POST',
      url: '/v2/account/deletion',
      headers: headers(token, 'es'),
    });
    expect(es.statusCode).toBe(409);
    expect(es.json().message).toBe(formatAnswer('es', activePoliciesRefusal(numbers)));
  });

  it('the active policies’ refusal as a phrase: one policy or several, in either language', () => {
    expect(formatAnswer('en', activePoliciesRefusal(['RNT-1']))).toBe(
      'Cancel your active policy first: RNT-1. You can delete your account once no policy of ours is active.',
    );
    expect(accountDeletionTexts.activePolicies(['RNT-1', 'RNT-2'])).toBe(
      'Cancel your active policies first: RNT-1, RNT-2. You can delete your account once no policy of ours is active.',
    );
    expect(formatAnswer('es', activePoliciesRefusal(['RNT-1']))).toBe(
      'Primero cancela tu póliza activa: RNT-1. Podrás eliminar tu cuenta cuando no tengas ninguna póliza nuestra activa.',
    );
    expect(formatAnswer('es', activePoliciesRefusal(['RNT-1', 'RNT-2']))).toBe(
      'Primero cancela tus pólizas activas: RNT-1, RNT-2. Podrás eliminar tu cuenta cuando no tengas ninguna póliza nuestra activa.',
    );
  });

  it('the data download: a link that is not valid, in the language of the tab that opened it', async () => {
    const url = `/v2/data-export/${'A'.repeat(43)}`;
    const es = await server.call({ method: 'GET', url, headers: headers(null, 'es') });
    expect(es.statusCode).toBe(404);
    expect(es.json()).toEqual({
      message:
        'Este enlace de descarga venció o no es válido. Inicia sesión y pide una copia nueva en Cuenta, Descargar mis datos.',
      code: 'DATA_EXPORT_NOT_FOUND',
    });
    const en = await server.call({ method: 'GET', url });
    expect(en.json().message).toBe(dataExportTexts.linkNotFound);
  });

  it('personal information: a rule of the form and a wrong e-mail code, in Spanish', async () => {
    const token = await server.login(MAYA.email, DEMO_PASSWORD);
    const saved = await server.call({
      method: 'PUT',
      url: '/v2/account/tenant',
      headers: headers(token, 'es'),
      payload: {
        firstName: ' ',
        lastName: 'Thompson',
        email: MAYA.email,
        billingAddress: {
          phone: '(608) 555 - 0134',
          address: '12 Lake Street',
          unit: null,
          city: 'Madison',
          state: 'WI',
          zip: '53715',
        },
      },
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().message).toBe('El nombre es obligatorio');
    const code = await server.call({
      method: 'POST',
      url: '/v2/account/tenant/email/verify',
      headers: headers(token, 'es'),
      payload: { code: '000000' },
    });
    expect(code.statusCode).toBe(400);
    expect(code.json()).toEqual({
      message: 'Código de verificación no válido',
      code: 'INVALID_CODE',
    });
  });

  it('has the refusals the pages show in the catalogs they show them from', () => {
    for (const text of [
      accountDeletionTexts.purchaseInProgress,
      accountDeletionTexts.requestFailed,
      accountDeletionTexts.confirmFailed,
    ])
      expect(keyOf(deleteAccountTexts, text)).toBeDefined();
    for (const text of [dataExportTexts.linkNotFound, dataExportTexts.requestFailed])
      expect(keyOf(myDataTexts, text)).toBeDefined();
  });
});
