/**
 * Screen tests answer the app's calls with hand-written JSON (render.tsx). Each answer is checked
 * against its operation's response in openapi.yaml, as the server tests check the real answers
 * (test/helpers/contract.ts), so a mock cannot drift from what the server may send. A mismatch is
 * kept here rather than thrown inside fetch, where the screen would only see a failed request;
 * test/client/setup.ts fails the test with it once the test ends.
 */
import { contractMismatch } from '../helpers/contract';

const mismatches: string[] = [];

/** Records why a mocked answer is not one the contract describes; a Blob's status alone is checked. */
export function checkMockedAnswer(method: string, path: string, status: number, body: unknown) {
  let mismatch: string | null;
  try {
    mismatch = contractMismatch(method, path, status, body instanceof Blob ? undefined : body);
  } catch (error) {
    mismatch = (error as Error).message;
  }
  if (mismatch) mismatches.push(`mocked ${method} ${path}: ${mismatch}`);
}

/** The mismatches recorded since the last call. */
export function takeMockMismatches(): string[] {
  return mismatches.splice(0);
}
