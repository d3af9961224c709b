// docs/i18n.md "Texts from rules": the API's refusals leave in the language of the request's
// Accept-Language (the client sends the app's), English otherwise; codes never change.
import { DEMO_PASSWORD, demoAccount } from '../../../src/server/db/demo';
import { PASSWORD_ALREADY_SET } from '../../../src/server/handlers/account';
import { answerIn, formatAnswer, requestLocale } from '../../../src/server/answerLanguage';
import { phrase, type TextArea, type TextValue } from '../../../src/domain/i18n/texts';
import { useTestServer } from '../../helpers/server';

const server = useTestServer();
const maya = demoAccount('own-policy');
const MINUTE = 60_000;

const login = (password: string, language?: string, remoteAddress = '127.0.0.1') =>
  server.call({
    method: 'POST',
    url: '/v2/account/login',
    headers: language ? { 'accept-language': language } : {},
    payload: { email: maya.email, password },
    remoteAddress,
  });

describe('refusals in the language asked for', () => {
  it('answers a wrong password in Spanish, English without the header or in another language', async () => {
    const es = await login('wrong-password', 'es');
    expect(es.statusCode).toBe(401);
    expect(es.json()).toEqual({
      message: 'Correo electrónico o contraseña incorrectos.',
      code: 'LOGIN_FAILED',
    });
    expect((await login('wrong-password', 'es-MX,es;q=0.9,en;q=0.8')).json().message).toBe(
      'Correo electrónico o contraseña incorrectos.',
    );
    expect((await login('wrong-password')).json().message).toBe('Incorrect email or password.');
    expect((await login('wrong-password', 'fr-FR, de;q=0.5')).json().message).toBe(
      'Incorrect email or password.',
    );
  });

  it('formats a lock with its minutes in Spanish (a plural)', async () => {
    for (let i = 0; i < 5; i++) await login('wrong-password', 'es');
    const locked = await login(DEMO_PASSWORD, 'es');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      message: 'Demasiados intentos. Vuelve a intentarlo en 15 minutos.',
      code: 'RATE_LIMITED',
    });
    server.advance(14 * MINUTE);
    expect((await login(DEMO_PASSWORD, 'es')).json().message).toBe(
      'Demasiados intentos. Vuelve a intentarlo en 1 minuto.',
    );
    expect((await login(DEMO_PASSWORD)).json().message).toBe(
      'Too many attempts. Please try again in 1 minute.',
    );
  });

  it('answers a missing session, a wrong body type and a rule of the contract in Spanish', async () => {
    const me = await server.call({
      method: 'GET',
      url: '/v2/account',
      headers: { 'accept-language': 'es' },
    });
    expect(me.statusCode).toBe(401);
    expect(me.json().message).toBe('Acceso no autorizado');
    const form = await server.call({
      method: 'POST',
      url: '/v2/account/login',
      headers: { 'accept-language': 'es', 'content-type': 'text/plain' },
      payload: 'email=a',
    });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toEqual({
      message: 'Envía el cuerpo de la solicitud como application/json.',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });
});

describe('answerIn / requestLocale', () => {
  it('reads Accept-Language like the pages do', () => {
    expect(requestLocale('es-419')).toBe('es');
    expect(requestLocale('en-US,es;q=0.9')).toBe('en');
    expect(requestLocale('es;q=0, en')).toBe('en');
    expect(requestLocale(undefined)).toBe('en');
  });

  it('translates the catalogs’ English and leaves any other text as it is', () => {
    expect(answerIn('es', 'Invalid verification code')).toBe('Código de verificación no válido');
    expect(answerIn('es', 'Email is required')).toBe('El correo electrónico es obligatorio');
    expect(answerIn('es', 'Unable to validate address. Please try again.')).toBe(
      'No pudimos validar la dirección. Inténtalo de nuevo.',
    );
    expect(answerIn('es', 'maya@example.com')).toBe('maya@example.com');
    expect(answerIn('en', 'Invalid verification code')).toBe('Invalid verification code');
  });

  it('answers the refusals of purchases, claims and policy changes too', () => {
    for (const english of [
      PASSWORD_ALREADY_SET,
      'The carrier did not answer. Please try again later.',
      'This file is not a readable JPEG or PNG image.',
      'This policy is no longer active.',
    ]) {
      expect(answerIn('es', english)).not.toBe(english);
    }
    expect(answerIn('es', PASSWORD_ALREADY_SET)).toBe(
      'Esta cuenta ya tiene contraseña. Inicia sesión.',
    );
  });
});

describe('formatAnswer', () => {
  it('answers in English an area that has no catalog in the language asked for', () => {
    const area: TextArea<{ hi: { name: TextValue } }> = {
      name: 'elsewhere',
      messages: { hi: ['Hi, ', ['name']] },
    };
    expect(formatAnswer('es', phrase(area, 'hi', { name: 'Ana' }))).toBe('Hi, Ana');
  });
});
