// docs/product.md "Account pages", "Validation": POST /v2/account/password with a session token.
import { eq } from 'drizzle-orm';
import { DEMO_PASSWORD, demoAccount } from '../../../src/server/db/demo';
import { accounts } from '../../../src/server/db/schema';
import { useTestServer } from '../../helpers/server';

const server = useTestServer();
const maya = demoAccount('own-policy');
const NEW_PASSWORD = 'Correct-Horse-9';

const change = (token: string | undefined, payload: object) =>
  server.call({
    method: 'POST',
    url: '/v2/account/password',
    headers: token ? { token } : {},
    payload,
  });

describe('POST /v2/account/password', () => {
  it.each([
    ['no new password', { newPassword: '', newConfirmPassword: '' }, 'Password is required'],
    [
      'a short one',
      { newPassword: 'abc', newConfirmPassword: 'abc' },
      'Password must be at least 8 characters',
    ],
    [
      '7 characters',
      { newPassword: 'abcdefg', newConfirmPassword: 'abcdefg' },
      'Password must be at least 8 characters',
    ],
    ['no confirmation', { newPassword: NEW_PASSWORD }, 'Password is required'],
    [
      'a different confirmation',
      { newPassword: NEW_PASSWORD, newConfirmPassword: `${NEW_PASSWORD}x` },
      'Passwords do not match',
    ],
  ])('refuses %s with the form’s message', async (_case, payload, message) => {
    const token = await server.login(maya.email, DEMO_PASSWORD);
    const response = await change(token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'VALIDATION_ERROR' });
  });

  it('refuses fields the contract does not know', async () => {
    const token = await server.login(maya.email, DEMO_PASSWORD);
    const response = await change(token, {
      newPassword: NEW_PASSWORD,
      newConfirmPassword: NEW_PASSWORD,
      admin: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });

  it('sets an argon2id hash, ends the other sessions and keeps this one', async () => {
    const other = await server.login(maya.email, DEMO_PASSWORD);
    const token = await server.login(maya.email, DEMO_PASSWORD);
    const response = await change(token, {
      newPassword: NEW_PASSWORD,
      newConfirmPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your password has been updated.' });
    const [row] = await server.handle.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, maya.email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);

    expect(
      (await server.call({ method: 'GET', url: '/v2/account', headers: { token } })).statusCode,
    ).toBe(200);
    expect(
      (await server.call({ method: 'GET', url: '/v2/account', headers: { token: other } }))
        .statusCode,
    ).toBe(401);

    const old = await server.call({
      method: 'POST',
      url: '/v2/account/login',
      payload: { email: maya.email, password: DEMO_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
    expect(await server.login(maya.email, NEW_PASSWORD)).toEqual(expect.any(String));
  });

  it('needs a session token (the onboarding use is not built yet)', async () => {
    const payload = { newPassword: NEW_PASSWORD, newConfirmPassword: NEW_PASSWORD };
    expect((await change(undefined, payload)).statusCode).toBe(401);
    expect((await change('x'.repeat(43), payload)).statusCode).toBe(401);
  });
});
