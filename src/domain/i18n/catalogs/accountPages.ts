// The account pages' frame and their no-policy state (domain/messages screenTexts' words, kept
// equal by a test): an area of its own so the dashboard's frame does not carry them.
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    backToMyAccount: 'Back to My Account',
    noActivePolicies: 'You have no active policies.',
    noActivePoliciesClaimHistory: 'You have no active policies',
  },
  es: {
    backToMyAccount: 'Volver a Mi cuenta',
    noActivePolicies: 'No tienes pólizas activas.',
    noActivePoliciesClaimHistory: 'No tienes pólizas activas',
  },
});
