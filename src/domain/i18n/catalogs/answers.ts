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
  },
});
