// Reading a declarations page's fields and checking them (docs/verification.md).
export { checkProof, unreadableProof } from './check';
export {
  REQUIRED_PROOF_FIELDS,
  isRequiredField,
  proofOutcome,
  splitChecks,
  type ProofOutcome,
} from './verdict';
export { PERIOD_TOLERANCE_DAYS } from './policy';
export { proofReasons } from './reasons';
export * from './types';
