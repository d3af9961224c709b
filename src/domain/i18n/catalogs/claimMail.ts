// The tenant's receipt for a claim (server/documents/claimMail.ts): its number, what was reported
// and what happens next. Sent in the account's language (docs/i18n.md "Mails"); the support
// mailbox's copy stays English. The call sentence is the claim history page's
// (domain/claims/nextSteps.ts claimCallText), word for word in English.
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    subject: 'We received your claim {claimNumber}',
    hi: 'Hi {name},',
    received: 'We received your claim {claimNumber} ({type}) on policy {policyNumber}.',
    receivedWithPhotos:
      'We received your claim {claimNumber} ({type}) on policy {policyNumber}, with {photos} photo(s).',
    callYou:
      'Our claims team reviews it and calls you at {phone} within {days, plural, one {one business day} other {# business days}}.',
    follow: 'You can follow its status under Claim History in your account.',
    questions: 'Questions? Write to {supportEmail} and mention {claimNumber}.',
    // The claim's type as the form offers it (domain/constants CLAIM_TYPES), by its English.
    liabilityClaim: 'Liability Claim',
    propertyClaim: 'Property Claim',
  },
  es: {
    subject: 'Recibimos tu reclamo {claimNumber}',
    hi: 'Hola, {name}:',
    received: 'Recibimos tu reclamo {claimNumber} ({type}) de la póliza {policyNumber}.',
    receivedWithPhotos:
      'Recibimos tu reclamo {claimNumber} ({type}) de la póliza {policyNumber}, con {photos, plural, one {# foto} other {# fotos}}.',
    callYou:
      'Nuestro equipo de reclamos lo revisa y te llama al {phone} dentro de {days, plural, one {un día hábil} other {# días hábiles}}.',
    follow: 'Puedes seguir su estado en Historial de reclamos, en tu cuenta.',
    questions: '¿Preguntas? Escribe a {supportEmail} y menciona {claimNumber}.',
    liabilityClaim: 'Reclamo de responsabilidad civil',
    propertyClaim: 'Reclamo de bienes personales',
  },
});
