import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { SPEC_PATH } from './app';
import type { AppContext } from './context';
import { allHandlers } from './handlers';

export interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
  tag: string;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Every operation openapi.yaml describes, in document order. */
export function contractOperations(): ContractOperation[] {
  const doc = parse(readFileSync(SPEC_PATH, 'utf8')) as {
    paths: Record<string, Partial<Record<string, { operationId: string; tags?: string[] }>>>;
  };
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const op = item[method];
      return op
        ? [
            {
              operationId: op.operationId,
              method: method.toUpperCase(),
              path,
              tag: op.tags?.[0] ?? '',
            },
          ]
        : [];
    }),
  );
}

/** Operations that still answer 501 (listed in the README under "Pending"). */
export function pendingOperations(): ContractOperation[] {
  // Factories only build closures; nothing in the context is touched until a request arrives.
  const built = new Set(Object.keys(allHandlers({} as AppContext)));
  return contractOperations().filter((op) => !built.has(op.operationId));
}

/** The README's pending list, one line per operation. */
export function pendingMarkdown(): string {
  return pendingOperations()
    .map((op) => `- \`${op.operationId}\` — ${op.method} ${op.path} (${op.tag})`)
    .join('\n');
}
