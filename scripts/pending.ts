/** Prints the README's list of operations that still answer 501 (see src/server/operations.ts). */
import { pendingMarkdown } from '../src/server/operations';

console.log(pendingMarkdown());
