// docs/i18n.md: a phone set to Spanish, against the real server: log-in, sign-up, the quote flow,
// a purchase, an upload and the signed-in pages in Spanish, with their fields' errors, the
// server's refusals and the mails, axe and the layout probe at each step (Spanish runs longer:
// nothing clipped or sideways); switching to English mid-form keeps what was typed.
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_INVITES, DEMO_PASSWORD, demoAccount } from '../../src/server/db/demo';
import { declarationsPage } from '../helpers/proofPdfs';
import { auditModal, measureStep } from './axe';
import { UPLOAD_START } from './flows';
import { capturedMail, textOf, waitForCode } from './mail';
import { useOwnServer } from './ownServer';

// Its own server: the sign-up uses a demo invitation other files may rely on.
const own = useOwnServer('spanish');

async function spanishPhone(): Promise<{ context: BrowserContext; page: Page; seen: string[] }> {
  const context = await own.browser.newContext({
    baseURL: own.url,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    // navigator.languages and Accept-Language, as a phone set to Spanish sends them.
    locale: 'es-MX',
  });
  const page = await context.newPage();
  const seen: string[] = [];
  page.on('console', (message) => {
    // The refusals these tests provoke (a wrong password, a wrong code) are logged as such.
    const refused = /^Failed to load resource: the server responded with a status of 40[01]/;
    if (message.type() === 'error' && !refused.test(message.text())) seen.push(message.text());
  });
  page.on('pageerror', (error) => seen.push(error.message));
  return { context, page, seen };
}

test('log-in in Spanish: field errors, the server refusing, then English with the e-mail kept', async () => {
  const { context, page, seen } = await spanishPhone();
  await page.goto('/login');
  await page.getByRole('heading', { level: 1, name: 'Iniciar sesión' }).waitFor();
  await page.waitForFunction(() => document.title.startsWith('Iniciar sesión'));
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');

  const email = page.getByLabel('Correo electrónico');
  const password = page.getByLabel('Contraseña', { exact: true });
  await email.focus();
  await password.focus();
  await page.getByText('Recordarme').tap();
  await page.getByText('El correo electrónico es obligatorio').waitFor();
  await page.getByText('La contraseña es obligatoria').waitFor();
  await measureStep(page, '/login in Spanish with its errors');

  const maya = demoAccount('own-policy');
  await email.fill(maya.email);
  await password.fill('not-her-password');
  await page.getByRole('button', { name: 'Iniciar sesión' }).tap();
  await page.getByText('Correo electrónico o contraseña incorrectos.').waitFor();
  await measureStep(page, '/login in Spanish refused');

  // English mid-form: the page changes language, what was typed stays.
  await page.getByRole('button', { name: 'Idioma: English' }).tap();
  await page.getByRole('heading', { level: 1, name: 'Log In' }).waitFor();
  expect(await page.getByLabel('Email').inputValue()).toBe(maya.email);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  expect(seen).toEqual([]);
  await context.close();
});

test('sign-up in Spanish: the form, the code step and a wrong code, then signed in', async () => {
  const { context, page, seen } = await spanishPhone();
  const invite = DEMO_INVITES[1]!;
  await page.goto('/signup');
  await page.getByRole('heading', { level: 1, name: 'Crea tu cuenta' }).waitFor();
  await page.getByLabel('Nombre completo').fill(invite.name);
  await page.getByLabel('Correo electrónico').fill(invite.email);
  await page.getByLabel('Teléfono').pressSequentially('6085550111');
  await page.getByLabel('Contraseña', { exact: true }).fill('abc');
  await page.getByLabel('Confirmar contraseña').focus();
  await page.getByText('La contraseña debe tener al menos 6 caracteres').waitFor();
  await measureStep(page, '/signup in Spanish with an error');
  await page.getByLabel('Contraseña', { exact: true }).fill('Bienvenida-1');
  await page.getByLabel('Confirmar contraseña').fill('Bienvenida-1');
  await page.getByRole('checkbox').check();
  const mailsBefore = capturedMail(own.mailFile).length;
  await page.getByRole('button', { name: 'Registrarme' }).tap();

  await page
    .getByText(
      `Enviamos un código de 6 dígitos a ${invite.email}. Ingrésalo para terminar de crear tu cuenta.`,
    )
    .waitFor();
  const code = page.getByLabel('Código de verificación');
  const right = await waitForCode(invite.email, mailsBefore, 15_000, own.mailFile);
  // The mail too is in the browser's language (docs/i18n.md "Mails").
  const mail = capturedMail(own.mailFile)
    .slice(mailsBefore)
    .filter((m) => m.to.includes(invite.email.toLowerCase()))
    .at(-1)!;
  expect(mail.raw).toContain('Content-Language: es');
  expect(textOf(mail.raw)).toContain(`Tu código de verificación es: ${right}`);
  await code.fill(right === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verificar' }).tap();
  await page.getByText('Código de verificación no válido').waitFor();
  await page.getByRole('button', { name: /^Reenviar código/ }).waitFor();
  await measureStep(page, 'the sign-up code step in Spanish');

  await code.fill(right);
  await page.getByRole('button', { name: 'Verificar' }).tap();
  await page.waitForURL('**/tenant/dashboard');
  expect(seen).toEqual([]);
  await context.close();
});

test('the quote flow in Spanish from /: the first steps, the questions and the quote, then English keeping the answers', async () => {
  const { context, page, seen } = await spanishPhone();
  await page.goto('/');
  await page.getByRole('link', { name: 'Comenzar' }).tap();
  await page.waitForURL('**/onboarding');
  await page
    .getByText('¡Te conseguiremos una excelente cotización, muchas veces en un minuto o menos!')
    .waitFor();
  await page.waitForFunction(() => document.title.startsWith('Cotizar'));
  await page.getByRole('button', { name: 'Empecemos' }).tap();
  await page.getByText('El nombre es obligatorio').waitFor();
  await measureStep(page, 'onboarding step 1 in Spanish with its errors');

  const email = `e2e-es-${Date.now()}@example.com`;
  await page.getByLabel('Nombre', { exact: true }).fill('Elena');
  await page.getByLabel('Apellido').fill('Prueba');
  await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
  await page.getByLabel('Confirmar correo electrónico').fill(email);
  await page.getByLabel('Teléfono').pressSequentially('6085550199');
  await page.getByRole('button', { name: 'Empecemos' }).tap();
  await page.getByText('¡Hola, Elena! Ingresa la dirección que quieres asegurar.').waitFor();
  await page.getByRole('button', { name: 'Continuar', exact: true }).tap();
  await page.getByText('Selecciona una dirección de la lista').waitFor();
  await measureStep(page, 'onboarding address step in Spanish');

  // The Willow (Lakeshore Property Management) in Madison: a partnered property.
  await page.getByLabel('Dirección').pressSequentially('1402 Regent');
  await page.getByRole('option', { name: /1402 Regent St, Madison, WI/ }).tap();
  await page.getByLabel('Unidad').fill('9C');
  await page.getByRole('button', { name: 'Continuar', exact: true }).tap();
  await page
    .getByText('Parece que trabajamos con la empresa que administra tu propiedad')
    .waitFor();
  await measureStep(page, 'onboarding partnered property in Spanish');
  await page.getByRole('button', { name: 'Continuar', exact: true }).tap();
  await page
    .getByText('Responde las siguientes preguntas para ayudarnos a cotizar tu seguro.')
    .waitFor();
  await page.getByText('¿Qué tipo de vivienda rentas?').waitFor();
  await page.getByText('Apartamento/Condominio').tap();
  // The next question shows (which one depends on the state's rules).
  await page.locator('fieldset').nth(1).waitFor();
  await measureStep(page, 'onboarding questions in Spanish');

  // The quote: its choices, the price bar and how a choice moves the price, in Spanish.
  await page.getByRole('button', { name: 'Llenar con respuestas de prueba' }).tap();
  await page.getByRole('button', { name: 'Continuar', exact: true }).tap();
  await page.getByRole('heading', { level: 1, name: 'Tu cotización' }).waitFor();
  const bar = page.getByRole('region', { name: 'Tu precio' });
  await bar.getByText(/^\$[\d,.]+ \/ año$/).waitFor();
  await page.getByText('Antes del cargo por tarjeta del 5%.').waitFor();
  const deductibles = page.getByRole('group', { name: 'Deducible' }).getByRole('radio');
  await deductibles.last().check();
  await bar.getByText(/^Baja \$[\d,.]+ al año$/).waitFor();
  await page
    .getByText(/^Tú pagas los primeros \$[\d,]+ de un reclamo\.$/)
    .first()
    .waitFor();
  await measureStep(page, 'onboarding quote in Spanish');

  // English mid-flow: the same quote with the choice kept, then the questions with their answers.
  await page.getByRole('button', { name: 'Idioma: English' }).tap();
  await page.getByRole('heading', { level: 1, name: 'Your quote' }).waitFor();
  expect(
    await page.getByRole('group', { name: 'Deductible' }).getByRole('radio').last().isChecked(),
  ).toBe(true);
  await page
    .getByRole('region', { name: 'Your price' })
    .getByText(/\/ year$/)
    .waitFor();
  await page.getByRole('button', { name: 'Back' }).tap();
  await page.getByText('What type of home do you rent?').waitFor();
  expect(await page.getByRole('radio', { name: /Apartment\/Condo/ }).isChecked()).toBe(true);
  await page.getByRole('button', { name: 'Back' }).tap();
  await page.getByText('Hey Elena! Enter the address you want coverage at.').waitFor();
  expect(seen).toEqual([]);
  await context.close();
});

test('signed in, in Spanish: the dashboard, its menu, Transactions and a claim', async () => {
  const { context, page, seen } = await spanishPhone();
  const maya = demoAccount('own-policy');
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(maya.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).tap();
  await page.waitForURL('**/tenant/dashboard');
  await page.getByText('¡Hola, Maya!').waitFor();
  await page.getByRole('heading', { name: 'Tus pólizas' }).first().waitFor();
  await page.waitForFunction(() => document.title.startsWith('Panel'));
  await measureStep(page, 'the dashboard in Spanish');

  // The side menu, from the frame's header, in Spanish; on to Transactions.
  await auditModal(page, 'the signed-in menu in Spanish', () =>
    page.getByRole('button', { name: 'Abrir menú' }).tap(),
  );
  const menu = page.getByRole('dialog', { name: 'Menú principal' });
  await menu.getByRole('link', { name: 'Historial de reclamos' }).waitFor();
  await menu.getByRole('link', { name: 'Transacciones' }).tap();
  await page.getByRole('heading', { level: 1, name: 'Transacciones' }).waitFor();
  await page.getByRole('heading', { name: 'Historial de pagos' }).waitFor();
  // The server's words for each payment, in Spanish too.
  await page.getByText('Pago recibido. ¡Gracias!').first().waitFor();
  expect(await page.getByText('Payment received. Thank you!').count()).toBe(0);
  await measureStep(page, 'Transactions in Spanish');

  // A claim: the first step with its errors, then the history.
  await page.goto('/tenant/account/report-a-claim');
  await page.getByRole('heading', { name: 'Paso 1 de 4: Qué pasó' }).waitFor();
  await page.getByRole('button', { name: 'Siguiente' }).tap();
  await page.getByText('La hora es obligatoria').waitFor();
  await measureStep(page, 'report a claim in Spanish with its errors');
  await page.goto('/tenant/account/claim-history');
  await page.getByRole('heading', { level: 1, name: 'Historial de reclamos' }).waitFor();
  await measureStep(page, 'claim history in Spanish');
  expect(seen).toEqual([]);
  await context.close();
});

test('a visitor buys a policy in Spanish, from / to the thank-you page, and is mailed in Spanish', async () => {
  const { context, page, seen } = await spanishPhone();
  await page.goto('/');
  await page.getByRole('link', { name: 'Comenzar' }).tap();
  await page.waitForURL('**/onboarding');
  const email = `e2e-es-buyer-${Date.now()}@example.com`;
  await page.getByLabel('Nombre', { exact: true }).fill('Elena');
  await page.getByLabel('Apellido').fill('Compra');
  await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
  await page.getByLabel('Confirmar correo electrónico').fill(email);
  await page.getByLabel('Teléfono').pressSequentially('6085550177');
  await page.getByRole('button', { name: 'Empecemos' }).tap();
  await page.getByLabel('Dirección').pressSequentially('1402 Regent');
  await page.getByRole('option', { name: /1402 Regent St, Madison, WI/ }).tap();
  await page.getByLabel('Unidad').fill('8D');
  await page.getByRole('button', { name: 'Continuar', exact: true }).tap();
  await page
    .getByText('Parece que trabajamos con la empresa que administra tu propiedad')
    .waitFor();
  await page.getByRole('button', { name: 'Continuar', exact: true }).tap();
  await page.getByRole('button', { name: 'Llenar con respuestas de prueba' }).tap();
  await page.getByRole('button', { name: 'Continuar', exact: true }).tap();
  await page.getByRole('heading', { level: 1, name: 'Tu cotización' }).waitFor();
  await page.getByTestId('premium').waitFor();
  await page.getByRole('button', { name: 'Continuar', exact: true }).tap();

  // The plans, the people on the policy, the interested party, checkout and the review.
  await page.getByText('Elige tu forma de pago').waitFor();
  await measureStep(page, 'the payment plans in Spanish');
  await page.getByRole('button', { name: 'Elegir Mensual' }).tap();
  await page.getByRole('button', { name: 'Agregar compañero de vivienda o cónyuge' }).tap();
  const editor = page.getByRole('dialog');
  await editor.getByLabel('Nombre', { exact: true }).fill('Rae');
  await editor.getByLabel('Apellido').fill('Mate');
  await editor.getByLabel('Correo electrónico').fill(`rae-es-${Date.now()}@example.com`);
  await editor.getByRole('button', { name: 'Guardar' }).tap();
  await measureStep(page, 'the people on the policy in Spanish');
  await page.getByRole('button', { name: 'Continuar', exact: true }).tap();
  await page.getByText('¿Agregar una parte interesada?').waitFor();
  await measureStep(page, 'the interested party in Spanish');
  await page.getByRole('button', { name: 'Continuar', exact: true }).tap();
  await page.getByLabel('Fecha de nacimiento').fill('1990-04-12');
  await page.getByLabel('Número de tarjeta').fill('4242424242424242');
  await page.getByLabel('Mes (MM)').fill('12');
  await page.getByLabel('Año (AAAA)').fill(String(new Date().getFullYear() + 3));
  await page.getByLabel('CVV').fill('123');
  await measureStep(page, 'checkout in Spanish');
  await page.getByRole('button', { name: 'Revisar los detalles' }).tap();
  await page.getByText('Revisa tu seguro para inquilinos').waitFor();
  await measureStep(page, 'the review in Spanish');
  const mailsBefore = capturedMail(own.mailFile).length;
  await page.getByRole('button', { name: 'Comprar' }).tap();
  await page.getByText(/^¡Gracias por elegir /).waitFor();
  await measureStep(page, 'the thank-you page in Spanish');

  // The purchase confirmation, in Spanish (its application PDF stays English, and it says so).
  const deadline = Date.now() + 15_000;
  let confirmation: string | undefined;
  while (!confirmation && Date.now() < deadline) {
    confirmation = capturedMail(own.mailFile)
      .slice(mailsBefore)
      .find((m) => m.to.includes(email.toLowerCase()))?.raw;
    if (!confirmation) await page.waitForTimeout(200);
  }
  expect(confirmation).toContain('Content-Language: es');
  expect(textOf(confirmation!)).toMatch(/póliza/);
  expect(seen).toEqual([]);
  await context.close();
});

test('a new tenant uploads a proof in Spanish, is mailed in Spanish, and signs in to it', async () => {
  const { context, page, seen } = await spanishPhone();
  const email = `e2e-es-proof-${Date.now()}@example.com`;
  await page.goto('/upload');
  await page.getByRole('heading', { name: 'Envía tu comprobante de seguro' }).waitFor();
  await measureStep(page, 'the upload wizard in Spanish');
  await page.getByRole('button', { name: 'Subir PDF' }).tap();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Buscar cuenta' }).tap();
  const personal = page.getByRole('form', { name: 'Cuéntanos sobre ti' });
  await personal.getByLabel('Nombre', { exact: true }).fill('Nia');
  await personal.getByLabel('Apellido').fill('Reyes');
  await personal.getByLabel('Teléfono').fill('6085550199');
  await personal.getByRole('button', { name: 'Siguiente' }).tap();
  await page.getByRole('heading', { name: '¿Dónde rentas?' }).waitFor();
  await page.getByLabel('Dirección').fill('1402 Regent');
  await page
    .getByRole('option', { name: /1402 Regent St/ })
    .first()
    .tap();
  await page.getByLabel('Unidad').fill('7C');
  await page.getByRole('combobox', { name: 'Empresa administradora' }).tap();
  await page.getByRole('option', { name: 'Lakeshore Property Management' }).tap();
  await measureStep(page, 'the rental step in Spanish');
  await page.getByRole('button', { name: 'Siguiente' }).tap();

  // The policy step: its fields, the PDF and the two confirmations, in Spanish.
  await page.getByRole('heading', { name: '¡Hola, Nia! Sigamos.' }).waitFor();
  const form = page.getByRole('form', { name: 'Tu póliza' });
  await form.getByLabel('Fecha de inicio').fill(UPLOAD_START);
  await form.getByRole('textbox', { name: 'Aseguradora' }).fill('Acme Mutual');
  await form.getByRole('textbox', { name: 'Número de póliza' }).fill('AM-7731');
  await form.getByRole('textbox', { name: 'Cobertura de responsabilidad civil' }).fill('300000');
  const pdf = await declarationsPage({
    insured: 'Nia Reyes',
    policyNumber: 'AM-7731',
    interestedParty: 'Lakeshore Property Management',
    mailingAddress: 'PO Box 620\nMiddleton, WI 53562',
    location: '1402 Regent St, Unit 7C, Madison, WI 53711',
    period: '12/01/2026 to 12/01/2027',
  });
  await form
    .getByLabel('Elegir PDF')
    .setInputFiles({ name: 'declaraciones.pdf', mimeType: 'application/pdf', buffer: pdf });
  await form.getByRole('checkbox', { name: /como parte interesada/ }).check();
  await form.getByRole('checkbox', { name: /de cobertura de responsabilidad civil/ }).check();
  await measureStep(page, 'the policy step in Spanish');
  await form.getByRole('button', { name: 'Continuar' }).tap();

  // The review with what the reader found, then the new account's password and the code.
  await page.getByRole('heading', { name: 'Revisa lo que vas a subir' }).waitFor();
  await page.getByText('Lo que encontramos en tu documento').waitFor();
  await page.getByText('El número de póliza "AM-7731" coincide con lo que escribiste.').waitFor();
  await measureStep(page, 'the review of an upload in Spanish');
  // English on the review: the server checks the same document again and words its reasons in
  // English; back in Spanish, the upload goes on with everything kept.
  await page.getByRole('button', { name: 'Idioma: English' }).tap();
  await page.getByText('The policy number "AM-7731" matches what you typed.').waitFor();
  await page.getByRole('button', { name: 'Language: Español' }).tap();
  await page.getByText('El número de póliza "AM-7731" coincide con lo que escribiste.').waitFor();
  await page.getByLabel('Contraseña').fill('secreto12');
  const since = capturedMail(own.mailFile).length;
  await page.getByRole('button', { name: 'Continuar' }).tap();
  await page.getByText('Nia, ¡tu póliza se subió correctamente!').waitFor();
  await measureStep(page, 'an upload done in Spanish');
  const code = await waitForCode(email, since, 15_000, own.mailFile);
  const mails = capturedMail(own.mailFile).slice(since);
  const receipt = mails.find((m) => m.to.includes(email) && /AM-7731/.test(m.raw));
  expect(receipt?.raw).toContain('Content-Language: es');
  expect(textOf(receipt!.raw)).toMatch(/Recibimos tu comprobante de seguro/);
  const again = page.getByLabel('Ingresa la contraseña que elegiste');
  if (await again.isVisible()) await again.fill('secreto12');
  await page.getByRole('textbox', { name: /código/i }).fill(code);
  await page.getByRole('button', { name: 'Verificar e iniciar sesión' }).tap();
  await page.waitForURL('**/tenant/dashboard');
  await page.getByText('AM-7731').first().waitFor();
  await page.getByText('En revisión', { exact: true }).first().waitFor();
  expect(seen).toEqual([]);
  await context.close();
});
