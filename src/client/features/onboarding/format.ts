/** "Logged only" (docs/product.md "Messages"): a failure the tenant need not see. Never logs tokens or passwords. */
export function logFailure(what: string, error: unknown): void {
  const status =
    typeof error === 'object' && error !== null && 'status' in error
      ? String((error as { status: unknown }).status)
      : 'unknown';
  console.warn(`${what} failed (status ${status})`);
}
