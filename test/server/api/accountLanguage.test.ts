// docs/i18n.md: the signed-in app tells the server the language the tenant uses (PUT
// /v2/account/language), which their mails follow; GET /v2/account answers it.
import { policyHelpers } from '../../helpers/policies';
import { useTestServer } from '../../helpers/server';

const server = useTestServer();
const h = policyHelpers(server);

const put = (token: string | null, payload: unknown, contentType = 'application/json') =>
  server.call({
    method: 'PUT',
    url: '/v2/account/language',
    headers: { ...(token ? { token } : {}), 'content-type': contentType },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
const me = async (token: string) =>
  (await server.call({ method: 'GET', url: '/v2/account', headers: { token } })).json();

describe('PUT /v2/account/language', () => {
  it('is unset until the app tells it, then answered and kept', async () => {
    const token = await h.token('own-policy');
    expect((await me(token)).language).toBeNull();
    const set = await put(token, { language: 'es' });
    expect(set.statusCode).toBe(200);
    expect(set.json().language).toBe('es');
    expect((await me(token)).language).toBe('es');
    expect((await put(token, { language: 'en' })).json().language).toBe('en');
    expect((await me(token)).language).toBe('en');
  });

  it("changes only the caller's account", async () => {
    const maya = await h.token('own-policy');
    const other = await h.token('third-party');
    await put(maya, { language: 'es' });
    expect((await me(other)).language).toBeNull();
  });

  it.each([
    [{ language: 'fr' }],
    [{ language: 'ES' }],
    [{ language: null }],
    [{}],
    [{ language: 'es', accountId: 1 }],
    [['es']],
  ])('refuses %j with 400 and keeps the language', async (body) => {
    const token = await h.token('own-policy');
    await put(token, { language: 'es' });
    expect((await put(token, body)).statusCode).toBe(400);
    expect((await me(token)).language).toBe('es');
  });

  it('refuses another content type (415) and a missing session (401)', async () => {
    const token = await h.token('own-policy');
    expect((await put(token, 'language=es', 'application/x-www-form-urlencoded')).statusCode).toBe(
      415,
    );
    expect((await put(null, { language: 'es' })).statusCode).toBe(401);
  });
});
