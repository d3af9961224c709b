// The API's own refusals (src/server/errors.ts, errorHandler.ts): any call can answer these, in
// the language of the request (docs/i18n.md "Texts from rules").
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    incorrectCredentials: 'Incorrect email or password.',
    notFound: 'Not found',
    tooManyAttempts:
      'Too many attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
    jsonBody: 'Send the request body as application/json.',
    invalidValue: 'A value of the request is not valid.',
    internal: 'Something went wrong on our end. Please try again.',
    genericError:
      'There was an error processing your request. Please try again or contact support if the issue persists.',
    setupSessionExpired: 'Your set-up session has expired. Please log in again.',
    quoteNotFound: 'This quote was not found or has expired. Please start a new quote.',
    carrierUnavailable: 'The carrier did not answer. Please try again later.',
    accountCreated: 'Your account has been created.',
    passwordAlreadySet: 'This account already has a password. Please log in.',
    invalidInvitation: 'This invitation link is not valid or has expired.',
    quotePurchased: 'This quote has already been purchased. Please start a new quote.',
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
    incorrectCredentials: 'Correo electrónico o contraseña incorrectos.',
    notFound: 'No encontrado',
    tooManyAttempts:
      'Demasiados intentos. Vuelve a intentarlo en {minutes, plural, one {# minuto} other {# minutos}}.',
    jsonBody: 'Envía el cuerpo de la solicitud como application/json.',
    invalidValue: 'Un valor de la solicitud no es válido.',
    internal: 'Algo salió mal de nuestra parte. Inténtalo de nuevo.',
    genericError:
      'Hubo un error al procesar tu solicitud. Inténtalo de nuevo o comunícate con soporte si el problema continúa.',
    setupSessionExpired: 'Tu sesión de configuración venció. Vuelve a iniciar sesión.',
    quoteNotFound: 'No encontramos esta cotización o ya venció. Empieza una cotización nueva.',
    carrierUnavailable: 'La aseguradora no respondió. Inténtalo de nuevo más tarde.',
    accountCreated: 'Tu cuenta se creó.',
    passwordAlreadySet: 'Esta cuenta ya tiene contraseña. Inicia sesión.',
    invalidInvitation: 'Este enlace de invitación no es válido o ya venció.',
    quotePurchased: 'Esta cotización ya se compró. Empieza una cotización nueva.',
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
