// The API's refusals that no screen words itself (src/server/errors.ts `refusals`): records not
// found, the sandboxes' unknown ids, requests the app never sends malformed. The server answers
// them in the request's language; being the server's own, they never reach a screen's script
// (client/i18n/catalogImports.ts). The refusals a screen also shows are `answers`.
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    // A record the call names that is not there (or not the caller's: the same answer).
    sessionExpired: 'Your session has expired. Please log in again.',
    accountNotFound: 'Account not found',
    tenantNotFound: 'Tenant not found',
    proofNotFound: 'Proof of insurance not found',
    photoNotFound: 'Photo not found',
    verificationCodeNotFound: 'We could not find this verification code.',
    emailNotSignedIn: 'The e-mail address is not the signed-in account’s.',
    // The payments provider's and the bank link's stand-ins (docs/payments-sandbox.md).
    setupIntentNotFound: 'No such setup intent.',
    bankLinkNotFound: 'No such link token or bank account.',
    // A request the API cannot read.
    bodyRequired: 'body is required',
    pdfAsDataUrl: 'Send the PDF as a JSON data URL.',
    badAddress: 'The address of the request is not valid.',
    // Answers and quotes the app checks before sending (a clock past midnight may still differ).
    unknownQuestion: 'Unknown underwriting question: {question}.',
    invalidAnswer: 'The answer to {question} is not valid: {problem}',
    requoteBoth: 'A re-quote sends both workItemId and coverageParameters.',
  },
  es: {
    sessionExpired: 'Tu sesión venció. Vuelve a iniciar sesión.',
    accountNotFound: 'No encontramos la cuenta',
    tenantNotFound: 'No encontramos al inquilino',
    proofNotFound: 'No encontramos el comprobante de seguro',
    photoNotFound: 'No encontramos la foto',
    verificationCodeNotFound: 'No encontramos este código de verificación.',
    emailNotSignedIn: 'El correo electrónico no es el de la cuenta con la sesión iniciada.',
    setupIntentNotFound: 'No existe esa configuración de pago.',
    bankLinkNotFound: 'No existe ese enlace o esa cuenta bancaria.',
    bodyRequired: 'La solicitud no tiene cuerpo.',
    pdfAsDataUrl: 'Envía el PDF como una URL de datos en JSON.',
    badAddress: 'La dirección de la solicitud no es válida.',
    unknownQuestion: 'Pregunta de suscripción desconocida: {question}.',
    invalidAnswer: 'La respuesta a {question} no es válida: {problem}',
    requoteBoth: 'Una nueva cotización envía workItemId y coverageParameters juntos.',
  },
});
