// Who may call without a token (openapi.yaml `security`): an operation that lists the empty
// requirement (`- {}`) serves a visitor; one that lists only `Token` refuses the call with 401
// TOKEN_MISSING.
// The `Token` handler serves a visitor of an open operation itself (security.ts), without the
// refusal fastify-openapi-glue used to catch for every anonymous quote: this checks that the
// shortcut opens nothing else.
import { contractOperations as serverOperations } from '../../../src/server/contract';
import { loadContract } from '../../helpers/contract';
import { contractOperations, fillPath, sample } from '../../helpers/operations';
import { useTestServer } from '../../helpers/server';

type Requirement = Record<string, unknown>;

/** Each operation's `security`, read from the contract itself. */
function securityOf(operationId: string): Requirement[] {
  for (const item of Object.values(loadContract().paths ?? {})) {
    for (const op of Object.values(item ?? {})) {
      const operation = op as { operationId?: string; security?: Requirement[] };
      if (operation?.operationId === operationId) return operation.security ?? [];
    }
  }
  throw new Error(`${operationId} is not in the contract`);
}

const usesToken = (security: Requirement[]) => security.some((r) => 'Token' in r);
const openToVisitors = (security: Requirement[]) =>
  security.some((r) => Object.keys(r).length === 0);

describe('visitors (no Token header)', () => {
  const server = useTestServer({ seed: true });

  it('the server knows which operations are open to visitors, as the contract says', () => {
    const operations = serverOperations();
    expect(operations.filter((op) => op.anonymous).length).toBeGreaterThan(10);
    for (const op of operations) {
      expect([op.operationId, op.anonymous]).toEqual([
        op.operationId,
        openToVisitors(securityOf(op.operationId)),
      ]);
    }
  });

  it('every operation that requires a token answers 401 without one; an open one never does', async () => {
    const failures: string[] = [];
    let required = 0;
    let open = 0;
    const missing = new Set<string>();
    for (const op of contractOperations()) {
      const security = securityOf(op.operationId);
      if (!usesToken(security)) continue;
      const query = op.parameters
        .filter((p) => p.in === 'query' && p.required)
        .map((p) => `${p.name}=${encodeURIComponent(String(sample(p.schema as never)))}`)
        .join('&');
      const path = fillPath(op, { id: '1', policyId: '1' });
      const response = await server.app.inject({
        method: op.method,
        url: query ? `${path}?${query}` : path,
        ...(op.body
          ? { headers: { 'content-type': 'application/json' }, payload: sample(op.body) as object }
          : {}),
      });
      const status = response.statusCode;
      if (openToVisitors(security)) {
        open += 1;
        // A handler may still refuse what only a tenant may ask (requestAddition's person
        // request is its own 401 UNAUTHORIZED); the missing token itself is never the refusal.
        if (status === 401 && response.json().code === 'TOKEN_MISSING') {
          failures.push(`${op.operationId} (open): ${response.body}`);
        }
      } else {
        required += 1;
        // The schema is checked before the token, so a sample the schema refuses is a 400.
        if (status !== 401 && status !== 400) {
          failures.push(`${op.operationId} (token): ${status} ${response.body.slice(0, 120)}`);
        }
        if (status === 401) missing.add(response.json().code);
      }
    }
    expect(failures).toEqual([]);
    expect(required).toBeGreaterThan(30);
    // The refusal of a missing token (the two-factor challenge words its own, docs/product.md
    // "Messages").
    expect([...missing].sort()).toEqual(['TOKEN_MISSING', 'TWO_FACTOR_CHALLENGE_EXPIRED']);
    expect(open).toBeGreaterThan(10);
  }, 60_000);
});
