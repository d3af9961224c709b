// The account pages' frame and their no-policy state (domain/messages screenTexts' words, kept
// equal by a test): an area of its own so the dashboard's frame does not carry them. The page
// titles are the side menu's (the `shell` catalog).
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    backToMyAccount: 'Back to My Account',
    noActivePolicies: 'You have no active policies.',
    noActivePoliciesClaimHistory: 'You have no active policies',
    // docs/product.md "Account pages" your-policies and insurance-history: one card per policy
    // (client/features/account/PolicyRows.tsx); the status badge's words are `policyStatus`'s.
    noExpiredPolicies: 'You do not have any expired policies.',
    partnerCarrier: 'Partner carrier policy',
    uploaded: '{provider} policy you uploaded',
    policyNumber: 'Policy number',
    term: 'Term',
    status: 'Status',
  },
  es: {
    backToMyAccount: 'Volver a Mi cuenta',
    noActivePolicies: 'No tienes pólizas activas.',
    noActivePoliciesClaimHistory: 'No tienes pólizas activas',
    noExpiredPolicies: 'No tienes pólizas vencidas.',
    partnerCarrier: 'Póliza de una aseguradora asociada',
    uploaded: 'Póliza de {provider} que subiste',
    policyNumber: 'Número de póliza',
    term: 'Periodo',
    status: 'Estado',
  },
});
