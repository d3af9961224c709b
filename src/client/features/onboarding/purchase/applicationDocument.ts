/**
 * The application PDF the purchase answered (issuePolicy `appBytes`), kept in memory only: it is
 * the tenant's document for this visit, not state (redux-persist would write it to localStorage).
 * After a reload it is gone and the thank-you step simply does not offer it; the policy itself is
 * on the dashboard and in the buyer's confirmation mail.
 */
let kept: { policyId: string; base64: string } | null = null;

export function keepApplication(policyId: string, base64: string | null | undefined): void {
  kept = base64 ? { policyId, base64 } : null;
}

export function hasApplication(policyId: string): boolean {
  return kept?.policyId === policyId;
}

/** Starts the download; docs/product.md "Messages" "Failed onboarding PDF download: logged only". */
export function downloadApplication(policyId: string): void {
  try {
    if (!kept || kept.policyId !== policyId) throw new Error('no application kept');
    const bytes = Uint8Array.from(atob(kept.base64), (c) => c.charCodeAt(0));
    const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `application-${policyId}.pdf`;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  } catch (error) {
    console.warn(`application download failed: ${(error as Error).message}`);
  }
}
