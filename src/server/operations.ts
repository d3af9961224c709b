import type { AppContext } from './context';
import { contractOperations, type ContractOperation } from './contract';
import { allHandlers } from './handlers';

export { contractOperations, type ContractOperation } from './contract';

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
