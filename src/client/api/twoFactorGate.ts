import type { SessionState } from '../app/session';
import type { TwoFactorGate, UiState } from '../app/ui';

/**
 * While a two-factor gate is open, these operations carry the gate's token instead of the session
 * token: the `x-token-kinds` of openapi.yaml (twoFactorChallenge, twoFactorSetup), by endpoint name.
 * The one place that table lives.
 */
export const GATE_TOKEN_ENDPOINTS: Readonly<Record<TwoFactorGate['kind'], ReadonlySet<string>>> = {
  challenge: new Set(['completeTwoFactorChallenge', 'sendTwoFactorEmailCode']),
  setup: new Set([
    'getTwoFactorStatus',
    'enableTwoFactor',
    'confirmTwoFactor',
    'sendTwoFactorEmailCode',
    'verifyTwoFactorEmail',
  ]),
};

/** The token a request of `endpoint` sends now, and whether it is the open gate's. */
export function requestToken(
  state: { session: SessionState; ui: Pick<UiState, 'twoFactorGate'> },
  endpoint: string,
): { token: string | null; fromGate: boolean } {
  const gate = state.ui.twoFactorGate;
  if (gate && GATE_TOKEN_ENDPOINTS[gate.kind].has(endpoint))
    return { token: gate.token, fromGate: true };
  return { token: state.session.token, fromGate: false };
}

/*
 * Requests held behind an open gate all wait on one promise. It lives here, not in Redux, because
 * promises are not serializable state. `true`: the gate completed and a new session token is in
 * the store (retry); `false`: it was cancelled (give up with the original error).
 */
let held: { promise: Promise<boolean>; settle: (completed: boolean) => void } | null = null;

export function waitForTwoFactorGate(): Promise<boolean> {
  if (!held) {
    let settle: (completed: boolean) => void = () => undefined;
    const promise = new Promise<boolean>((resolve) => {
      settle = resolve;
    });
    held = { promise, settle };
  }
  return held.promise;
}

/** Releases every held request; call after the new token is stored (or on cancel). */
export function settleTwoFactorGate(completed: boolean): void {
  const current = held;
  held = null;
  current?.settle(completed);
}
