// docs/i18n.md "Texts from rules": the refusals of the two-factor and password endpoints (the
// security settings page, the set-up wizard, the challenge at log-in) leave in the language of
// the request's Accept-Language, English otherwise; codes never change.
import { DEMO_PASSWORD, demoAccount } from '../../../src/server/db/demo';
import { tooManyCodesSent, waitBeforeNewCode } from '../../../src/domain/messages/twoFactor';
import { answerIn, formatAnswer } from '../../../src/server/answerLanguage';
import { NOT_STARTED_MESSAGE } from '../../../src/server/auth/twoFactorRules';
import { useTestServer } from '../../helpers/server';

const server = useTestServer();
const maya = demoAccount('own-policy');
const MINUTE = 60_000;

const post = (url: string, token: string | undefined, payload?: object, language = 'es') =>
  server.call({
    method: 'POST',
    url,
    headers: { 'accept-language': language, ...(token ? { token } : {}) },
    ...(payload ? { payload } : {}),
  });

describe('two-factor refusals in the language asked for', () => {
  it('a wrong code and a confirmation before a method, in Spanish', async () => {
    const token = await server.login(maya.email, DEMO_PASSWORD);
    const early = await post('/v2/2fa/confirm', token, { code: '123456' });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({
      message: 'Primero elige un método de verificación en dos pasos.',
      code: 'TWO_FACTOR_NOT_STARTED',
    });
    expect((await post('/v2/2fa/enable', token, { method: 'totp' })).statusCode).toBe(200);
    const wrong = await post('/v2/2fa/confirm', token, { code: '000000' });
    expect(wrong.json()).toEqual({
      message: 'Código de verificación no válido',
      code: 'INVALID_CODE',
    });
    expect((await post('/v2/2fa/confirm', token, { code: '000000' }, 'en')).json().message).toBe(
      'Invalid verification code',
    );
  });

  it('a wrong e-mail code and an expired challenge at log-in, in Spanish', async () => {
    const token = await server.login(maya.email, DEMO_PASSWORD);
    expect((await post('/v2/2fa/email/send', token)).statusCode).toBe(200);
    const wrong = await post('/v2/2fa/email/verify', token, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Código de verificación no válido');

    await server.setUpTotp(token);
    const login = await server.call({
      method: 'POST',
      url: '/v2/account/login',
      headers: { 'accept-language': 'es' },
      payload: { email: maya.email, password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    server.advance(11 * MINUTE);
    const expired = await post('/v2/2fa/challenge', login.json().challenge.token, {
      code: '123456',
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({
      message:
        'Hubo un error al verificar tu código de verificación en dos pasos. Vuelve a iniciar sesión.',
      code: 'TWO_FACTOR_CHALLENGE_EXPIRED',
    });
  });

  it('an e-mail code asked again too soon: the seconds to wait, in Spanish', async () => {
    const token = await server.login(maya.email, DEMO_PASSWORD);
    expect((await post('/v2/2fa/email/send', token)).statusCode).toBe(200);
    server.advance(20_000);
    const again = await post('/v2/2fa/email/send', token);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(formatAnswer('es', waitBeforeNewCode(40)));
    expect(again.json().message).toMatch(/^Espera 40 segundos/);
  });

  it('the server’s confirmation refusal is the catalog’s English word for word', () => {
    expect(answerIn('es', NOT_STARTED_MESSAGE)).not.toBe(NOT_STARTED_MESSAGE);
  });

  // The e-mailed codes' 429s as phrases (a plural), for src/server/auth/twoFactorEmail.ts: the
  // English its answers say today (test/server/api/twoFactor.test.ts), and their Spanish.
  it('words the e-mail cooldowns in both languages', () => {
    expect(formatAnswer('en', waitBeforeNewCode(40))).toBe(
      'Please wait 40 seconds before requesting a new code.',
    );
    expect(formatAnswer('en', waitBeforeNewCode(1))).toBe(
      'Please wait 1 second before requesting a new code.',
    );
    expect(formatAnswer('es', waitBeforeNewCode(40))).toBe(
      'Espera 40 segundos antes de pedir un código nuevo.',
    );
    expect(formatAnswer('en', tooManyCodesSent(3))).toBe(
      'Too many codes sent. Please try again in 3 minutes.',
    );
    expect(formatAnswer('es', tooManyCodesSent(1))).toBe(
      'Se enviaron demasiados códigos. Vuelve a intentarlo en 1 minuto.',
    );
  });
});

describe('password change refusals in the language asked for', () => {
  it.each([
    [{ newPassword: '', newConfirmPassword: '' }, 'La contraseña es obligatoria'],
    [
      { newPassword: 'abcdefg', newConfirmPassword: 'abcdefg' },
      'La contraseña debe tener al menos 8 caracteres',
    ],
    [
      { newPassword: 'Correct-Horse-9', newConfirmPassword: 'Correct-Horse-9x' },
      'Las contraseñas no coinciden',
    ],
  ])('refuses %j with the form’s message in Spanish', async (payload, message) => {
    const token = await server.login(maya.email, DEMO_PASSWORD);
    const response = await post('/v2/account/password', token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'VALIDATION_ERROR' });
  });

  it('without a session, in Spanish', async () => {
    const response = await post('/v2/account/password', undefined, {
      newPassword: 'Correct-Horse-9',
      newConfirmPassword: 'Correct-Horse-9',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Acceso no autorizado');
  });
});
