// What a cache may keep of an API answer (src/server/cachePolicy.ts).
// Every operation of openapi.yaml, except the three whose answer is the same for everyone,
// answers `Cache-Control: no-store` whatever its status, and `Vary` on the token header its
// security reads. Each operation gets requests from the contract fuzzer (test/helpers/
// contractFuzz.ts: anonymous, with Maya's or the staff member's token, made-up tokens, bad and
// valid bodies), every answer is checked, and each must have been refused at least once; the
// calls whose success matters most (the downloads, a token in the answer or the URL, the
// optional-token lookups) also succeed once each.
//
// Counts (2026-11-28): 79 operations, 76 of them no-store, 25 requests each (about 40 s on
// PGlite on this loaded 2-core machine); 80 of the 85 tests fail on the previous code.
import fc from 'fast-check';
import type { OpenAPIV3 } from 'openapi-types';
import { SHARED_ANSWERS } from '../../../src/server/cachePolicy';
import { DEMO_INVITES, DEMO_PASSWORD, demoAccount } from '../../../src/server/db/demo';
import { rateLimits } from '../../../src/server/db/schema';
import {
  declaredOperation,
  isStaffOperation,
  requestArbitrary,
  seedOf,
} from '../../helpers/contractFuzz';
import { pngImage } from '../../helpers/images';
import { contractOperations, type Operation } from '../../helpers/operations';
import { postgresUrl, useTestServer, type TestServer } from '../../helpers/server';
import { staffToken } from '../../helpers/staffSession';

/** Requests per operation. */
const RUNS = 25;
const maya = demoAccount('own-policy');
const OPERATIONS = contractOperations();

/** The header names the operation's security reads (its schemes are named as their headers). */
function credentialHeaders(op: Operation): string[] {
  const security = (declaredOperation(op) as OpenAPIV3.OperationObject).security ?? [];
  return [...new Set(security.flatMap((requirement) => Object.keys(requirement)))];
}

/** What every answer of `op` must say, or null when it may say nothing (shared answers). */
function expected(op: Operation): { cacheControl: string; vary: string[] } | null {
  if (SHARED_ANSWERS.has(op.operationId)) return null;
  return { cacheControl: 'no-store', vary: credentialHeaders(op) };
}

/**
 * The answers of the router itself, before any operation (static.ts, input.ts frameworkErrors):
 * an unknown API path (a `..` in an id) or an undecodable one. They say no-store, no Vary.
 */
const ROUTER_ANSWERS = [
  { message: 'Not found', code: 'NOT_FOUND' },
  { message: 'The address of the request is not valid.', code: 'VALIDATION_ERROR' },
].map((body) => JSON.stringify(body));

function checkAnswer(
  op: Operation,
  what: string,
  answer: { statusCode: number; headers: Record<string, unknown>; body: string },
) {
  // An operation's own 404 may read the same as the router's: then its Vary is not checked.
  const router = ROUTER_ANSWERS.includes(answer.body);
  const want = router ? { cacheControl: 'no-store', vary: [] } : expected(op);
  const got = {
    cacheControl: answer.headers['cache-control'],
    vary: String(answer.headers.vary ?? '')
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean),
  };
  if (!want) {
    expect({ what, cacheControl: got.cacheControl }).toEqual({ what, cacheControl: undefined });
    return;
  }
  expect({ what, status: answer.statusCode, ...got, vary: [...got.vary].sort() }).toEqual({
    what,
    status: answer.statusCode,
    cacheControl: want.cacheControl,
    vary: router ? [...got.vary].sort() : [...want.vary].sort(),
  });
}

function suite(name: string, options: { postgres?: boolean } = {}) {
  describe(name, () => {
    const server = useTestServer(options);

    it('keeps a shared answer only for public operations with nothing personal', () => {
      for (const id of SHARED_ANSWERS) {
        const op = OPERATIONS.find((o) => o.operationId === id);
        expect(op && { id, security: declaredOperation(op).security }).toEqual({
          id,
          security: [],
        });
      }
      // Every operation that reads a token, or is open to visitors, is no-store.
      const noStore = OPERATIONS.filter((op) => expected(op));
      expect(noStore.length).toBe(OPERATIONS.length - SHARED_ANSWERS.size);
    });

    it.each(OPERATIONS.map((op) => [op.operationId, op] as const))(
      '%s: every answer, refused or not, carries its caching headers',
      async (_id, op) => {
        const tenant = await server.login(maya.email, DEMO_PASSWORD);
        const staff = isStaffOperation(op) ? await staffToken(server) : undefined;
        const statuses: number[] = [];
        await fc.assert(
          fc.asyncProperty(requestArbitrary(op, { tenant, staff }), async (request) => {
            if (statuses.length % 20 === 19) await server.handle.db.delete(rateLimits);
            const answer = await server.app.inject({
              method: request.method,
              url: request.url,
              headers: request.headers,
              ...(request.payload !== undefined ? { payload: request.payload } : {}),
            });
            statuses.push(answer.statusCode);
            checkAnswer(op, `${op.operationId} ${answer.statusCode}: ${request.what}`, answer);
          }),
          { seed: seedOf(op.operationId), numRuns: RUNS },
        );
        // A refusal was among them (an operation open to all answers one to a bad request).
        if (expected(op)) expect(statuses.some((s) => s >= 400 && s < 500)).toBe(true);
      },
      30_000,
    );

    describe('successes', () => {
      const call = async (
        operationId: string,
        request: Parameters<TestServer['call']>[0],
        status = 200,
      ) => {
        const op = OPERATIONS.find((o) => o.operationId === operationId)!;
        const answer = await server.call(request);
        expect({ operationId, status: answer.statusCode }).toEqual({ operationId, status });
        checkAnswer(op, operationId, answer);
        return answer;
      };

      it('signed-in reads, downloads and photos', async () => {
        const token = await server.login(maya.email, DEMO_PASSWORD);
        const headers = { token };
        await call('getAccount', { method: 'GET', url: '/v2/account', headers });
        const policies = await call('getPolicies', { method: 'GET', url: '/v2/policy', headers });
        const policyId = policies.json().policies[0].policyId as number;
        const pdf = await call('getPolicyEoi', {
          method: 'GET',
          url: `/v2/eoi?policy_id=${policyId}`,
          headers,
        });
        expect(pdf.headers['content-type']).toBe('application/pdf');
        const photo = await call('uploadClaimPhoto', {
          method: 'POST',
          url: `/v2/claim/${policyId}/photos`,
          headers: { ...headers, 'content-type': 'image/png' },
          payload: await pngImage(),
        });
        const photoId = photo.json().photoId as string;
        const image = await call('getClaimPhoto', {
          method: 'GET',
          url: `/v2/claim-photos/${photoId}`,
          headers,
        });
        expect(image.headers['content-type']).toBe('image/png');
        await call('logout', { method: 'POST', url: '/v2/account/logout', headers });
      });

      it('answers that carry a token, or read one from the URL', async () => {
        await call('login', {
          method: 'POST',
          url: '/v2/account/login',
          payload: { email: maya.email, password: DEMO_PASSWORD },
        });
        await call('getTenantForToken', {
          method: 'GET',
          url: `/v2/tenantForToken?token=${DEMO_INVITES[0]!.token}`,
        });
        const staff = await staffToken(server);
        await call('getStaffMember', {
          method: 'GET',
          url: '/v2/staff/me',
          headers: { stafftoken: staff },
        });
      });

      it('an optional-token lookup, for a visitor and for a signed-in caller', async () => {
        const url = `/v2/thirdPartyPolicy/emailExists?email=${encodeURIComponent(DEMO_INVITES[0]!.email)}`;
        await call('getThirdPartyEmailExists', { method: 'GET', url });
        const token = await server.login(maya.email, DEMO_PASSWORD);
        await call('getThirdPartyEmailExists', { method: 'GET', url, headers: { token } });
      });

      it('a rate-limited lookup answers 429 with no-store', async () => {
        const url = `/v2/account/emailExists?email=${encodeURIComponent(maya.email)}`;
        let last = await server.call({ method: 'GET', url });
        for (let i = 0; i < 200 && last.statusCode !== 429; i += 1) {
          last = await server.call({ method: 'GET', url });
        }
        expect(last.statusCode).toBe(429);
        checkAnswer(
          OPERATIONS.find((o) => o.operationId === 'getEmailExists')!,
          '429',
          last,
        );
      });

      // The pages and assets: static.test.ts and pwa.test.ts, unchanged.
      it('the shared answers keep none', async () => {
        await call('getVersion', { method: 'GET', url: '/version' });
        await call('getSettings', { method: 'GET', url: '/v2/util/settings' });
        await call('getManagementCompanies', {
          method: 'GET',
          url: '/v2/propertyManagers/tppList',
        });
      });
    });
  });
}

suite('caching headers');
if (postgresUrl) suite('caching headers, on PostgreSQL (DATABASE_URL)', { postgres: true });
