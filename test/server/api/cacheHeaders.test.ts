// What a cache may keep of an API answer (src/server/cachePolicy.ts).
// Every operation of openapi.yaml, except the three whose answer is the same for everyone,
// answers `Cache-Control: no-store` whatever its status, and `Vary` on the token header its
// security reads (test/helpers/cacheHeaders.ts). The contract fuzzer checks that on every answer
// it gets (test/helpers/contractFuzzSuite.ts: 500 requests for each operation, anonymous, with
// Maya's or the staff member's token, made-up tokens, bad and valid bodies), and that each
// operation refused at least one of them. This file checks the rule itself, and that the calls
// whose success matters most (the downloads, a token in the answer or the URL, the optional-token
// lookups, a 429) carry the headers too.
//
// On PGlite only: the headers are set in the app's onSend hook from the operation alone (app.ts),
// the same whichever database answered. This file once fuzzed every operation with 25 requests
// of its own, the first 25 of the contract fuzzer's 500 (the same arbitrary and seed), on both
// databases.
import { SHARED_ANSWERS } from '../../../src/server/cachePolicy';
import { DEMO_INVITES, DEMO_PASSWORD, demoAccount } from '../../../src/server/db/demo';
import { cacheHeadersOf, expectedCacheHeaders } from '../../helpers/cacheHeaders';
import { declaredOperation } from '../../helpers/contractFuzz';
import { pngImage } from '../../helpers/images';
import { contractOperations, type Operation } from '../../helpers/operations';
import { useTestServer, type TestServer } from '../../helpers/server';
import { staffToken } from '../../helpers/staffSession';

const maya = demoAccount('own-policy');
const OPERATIONS = contractOperations();

function checkAnswer(
  op: Operation,
  url: string,
  answer: { statusCode: number; headers: Record<string, unknown>; body: string },
) {
  const what = op.operationId;
  const { got, want } = cacheHeadersOf(op, url, answer);
  expect({ what, status: answer.statusCode, ...got }).toEqual({
    what,
    status: answer.statusCode,
    ...want,
  });
}

/** The operation of `operationId` in openapi.yaml. */
const operation = (operationId: string) => OPERATIONS.find((o) => o.operationId === operationId)!;

describe('caching headers', () => {
  const server = useTestServer();

  it('keeps a shared answer only for public operations with nothing personal', () => {
    for (const id of SHARED_ANSWERS) {
      const op = OPERATIONS.find((o) => o.operationId === id);
      expect(op && { id, security: declaredOperation(op).security }).toEqual({
        id,
        security: [],
      });
    }
    // Every operation that reads a token, or is open to visitors, is no-store.
    const noStore = OPERATIONS.filter((op) => expectedCacheHeaders(op));
    expect(noStore.length).toBe(OPERATIONS.length - SHARED_ANSWERS.size);
  });

  describe('successes', () => {
    const call = async (
      operationId: string,
      request: Parameters<TestServer['call']>[0],
      status = 200,
    ) => {
      const op = operation(operationId);
      const answer = await server.call(request);
      expect({ operationId, status: answer.statusCode }).toEqual({ operationId, status });
      checkAnswer(op, request.url, answer);
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
      checkAnswer(operation('getEmailExists'), url, last);
    });

    it('a call that reaches no operation, refused for its body, keeps none either', async () => {
      // The `..` takes the call to a path of no operation: the not-found route refuses the body
      // it cannot parse before it would answer 404 (found by the contract fuzzer).
      const url = '/v2/policy/cancel/../preview';
      const answer = await server.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: '{"__proto__":{}}',
      });
      expect(answer.statusCode).toBe(400);
      checkAnswer(operation('previewPolicyCancellation'), url, answer);
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
