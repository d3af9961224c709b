// A JSON operation takes only application/json. Any other body is
// refused with 415 before validation, authentication or the handler, so nothing is written.
import { DEMO_PASSWORD, demoAccount } from '../../../src/server/db/demo';
import { contractOperations as serverOperations } from '../../../src/server/contract';
import { assertMatchesContract } from '../../helpers/contract';
import { contractOperations, databaseDigest, fillPath, sample } from '../../helpers/operations';
import { postgresUrl, useTestServer } from '../../helpers/server';

const maya = demoAccount('own-policy');
const UNSUPPORTED = { message: expect.any(String), code: 'UNSUPPORTED_MEDIA_TYPE' };
const WITH_BODY = contractOperations().filter((op) => op.body);

function suite(name: string, options: { postgres?: boolean }) {
  describe(name, () => {
    const server = useTestServer(options);

    // image/png: the claim photos' parser takes it, so before the route's declared media types
    // were checked a JSON operation got its bytes unvalidated (a 500, found by the contract
    // fuzzer).
    it.each(['text/plain', 'image/png'])(
      'every operation with a JSON body answers 415 to a %s body, and writes nothing',
      async (contentType) => {
        expect(WITH_BODY.length).toBeGreaterThan(25);
        const token = await server.login(maya.email, DEMO_PASSWORD);
        const failures: string[] = [];
        // One digest around all the requests, not one around each: nothing may be written by
        // any of them, and the changed tables are named (an operation that wrote is also one
        // that did not answer 415, listed below).
        const before = await databaseDigest(server.handle.db);
        for (const op of WITH_BODY) {
          const url = fillPath(op, { id: '1', policyId: '1' });
          const response = await server.app.inject({
            method: op.method,
            url,
            headers: { token, 'content-type': contentType },
            payload: JSON.stringify(sample(op.body)),
          });
          if (response.statusCode !== 415) {
            failures.push(
              `${op.operationId}: ${response.statusCode} ${response.body.slice(0, 120)}`,
            );
          } else {
            expect(response.json()).toEqual(UNSUPPORTED);
            await assertMatchesContract(op.method, url, response).catch((error: Error) =>
              failures.push(error.message),
            );
          }
        }
        const after = await databaseDigest(server.handle.db);
        const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
        if (changed.length) failures.push(`wrote to ${changed.join(', ')}`);
        expect(failures).toEqual([]);
      },
      60_000,
    );

    it('every operation whose contract requires a body answers 400 to none at all, and writes nothing', async () => {
      const required = new Set(
        serverOperations()
          .filter((op) => op.bodyRequired)
          .map((op) => op.operationId),
      );
      expect(required.size).toBeGreaterThan(20);
      const token = await server.login(maya.email, DEMO_PASSWORD);
      const before = await databaseDigest(server.handle.db);
      const failures: string[] = [];
      for (const op of WITH_BODY.filter((o) => required.has(o.operationId))) {
        const url = fillPath(op, { id: '1', policyId: '1' });
        const response = await server.app.inject({ method: op.method, url, headers: { token } });
        if (response.statusCode !== 400) {
          failures.push(`${op.operationId}: ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
      expect(failures).toEqual([]);
      expect(await databaseDigest(server.handle.db)).toEqual(before);
    }, 60_000);

    it.each([
      ['text/plain', 'text/plain; charset=utf-8', '{"agreedToTerms":true}'],
      ['form-urlencoded', 'application/x-www-form-urlencoded', 'agreedToTerms=true'],
      ['multipart', 'multipart/form-data; boundary=b', '--b\r\n\r\ntrue\r\n--b--'],
      ['a PDF', 'application/pdf', '%PDF-1.4'],
      ['JSON under another name', 'application/json-patch+json', '{"agreedToTerms":true}'],
      ['no content type', undefined, '{"agreedToTerms":true}'],
    ])('%s is refused with 415', async (_case, contentType, payload) => {
      const token = await server.login(maya.email, DEMO_PASSWORD);
      const before = await databaseDigest(server.handle.db);
      const response = await server.call({
        method: 'POST',
        url: '/v2/account/raa',
        headers: { token, ...(contentType ? { 'content-type': contentType } : {}) },
        payload,
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual(UNSUPPORTED);
      expect(await databaseDigest(server.handle.db)).toEqual(before);
    });

    it('joining the association without agreeing to the terms is refused', async () => {
      const token = await server.login(maya.email, DEMO_PASSWORD);
      const join = (headers: Record<string, string>, payload: string) =>
        server.call({
          method: 'POST',
          url: '/v2/account/raa',
          headers: { token, ...headers },
          payload,
        });
      expect((await join({ 'content-type': 'text/plain' }, '{}')).statusCode).toBe(415);
      expect((await join({ 'content-type': 'application/json' }, '{}')).statusCode).toBe(400);
      const account = await server.call({ method: 'GET', url: '/v2/account', headers: { token } });
      expect(account.json().rentersAssociationMember).toBe(false);
    });

    it('two-factor is not enabled without a method', async () => {
      const token = await server.login(maya.email, DEMO_PASSWORD);
      const enable = (headers: Record<string, string>, payload: string) =>
        server.call({
          method: 'POST',
          url: '/v2/2fa/enable',
          headers: { token, ...headers },
          payload,
        });
      expect((await enable({ 'content-type': 'text/plain' }, '{}')).statusCode).toBe(415);
      expect((await enable({ 'content-type': 'text/plain' }, 'totp')).statusCode).toBe(415);
      expect((await enable({ 'content-type': 'application/json' }, '{}')).statusCode).toBe(400);
      const status = await server.call({
        method: 'GET',
        url: '/v2/2fa/status',
        headers: { token },
      });
      expect(status.json()).toMatchObject({ enabled: false, method: null });
    });

    it.each(['application/json', 'application/json; charset=utf-8', 'Application/JSON'])(
      '%s is accepted',
      async (contentType) => {
        const token = await server.login(maya.email, DEMO_PASSWORD);
        const response = await server.call({
          method: 'POST',
          url: '/v2/account/raa',
          headers: { token, 'content-type': contentType },
          payload: '{"agreedToTerms":true}',
        });
        expect(response.statusCode).toBe(200);
      },
    );
  });
}

suite('media types, on PGlite', {});
if (postgresUrl) suite('media types, on PostgreSQL (DATABASE_URL)', { postgres: true });
