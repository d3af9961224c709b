/**
 * The one interface both card providers give the update-payment-method screen
 * (docs/architecture.md: the sandbox provider by default, Stripe Elements when configured). A
 * provider's form owns its card fields and, on submit, hands the screen these two steps; the screen
 * runs the same sequence with our API for both (useSavePaymentMethod).
 */
export type StepOutcome = { ok: true } | { ok: false; message: string };
export type TokenOutcome = { ok: true; token: string } | { ok: false; message: string };

export interface CardSetup {
  /** The card in the provider's form to a confirmation token (the card never reaches our API). */
  createConfirmationToken(): Promise<TokenOutcome>;
  /** The provider's next action for a setup intent (3-D Secure), by its client secret. */
  handleNextAction(clientSecret: string): Promise<StepOutcome>;
}

export interface CardSetupFormProps {
  /** Runs the save with this provider's steps; true once the card is saved (the form clears). */
  onSubmit(setup: CardSetup): Promise<boolean>;
  submitting: boolean;
}
