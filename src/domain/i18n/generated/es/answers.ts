/* eslint-disable */
// Generated from src/domain/i18n/catalogs/answers.ts by `npm run codegen`. Do not edit.
import type { CompiledCatalog } from '../../texts';

const catalog: CompiledCatalog = {
  'answers.incorrectCredentials': ['Correo electrónico o contraseña incorrectos.'],
  'answers.notFound': ['No encontrado'],
  'answers.tooManyAttempts': [
    'Demasiados intentos. Vuelve a intentarlo en ',
    ['minutes', 'plural', { one: ['#', ' minuto'], other: ['#', ' minutos'] }],
    '.',
  ],
  'answers.jsonBody': ['Envía el cuerpo de la solicitud como application/json.'],
  'answers.invalidValue': ['Un valor de la solicitud no es válido.'],
  'answers.internal': ['Algo salió mal de nuestra parte. Inténtalo de nuevo.'],
  'answers.genericError': [
    'Hubo un error al procesar tu solicitud. Inténtalo de nuevo o comunícate con soporte si el problema continúa.',
  ],
  'answers.setupSessionExpired': ['Tu sesión de configuración venció. Vuelve a iniciar sesión.'],
  'answers.quoteNotFound': [
    'No encontramos esta cotización o ya venció. Empieza una cotización nueva.',
  ],
  'answers.carrierUnavailable': ['La aseguradora no respondió. Inténtalo de nuevo más tarde.'],
  'answers.accountCreated': ['Tu cuenta se creó.'],
  'answers.passwordAlreadySet': ['Esta cuenta ya tiene contraseña. Inicia sesión.'],
  'answers.invalidInvitation': ['Este enlace de invitación no es válido o ya venció.'],
  'answers.quotePurchased': ['Esta cotización ya se compró. Empieza una cotización nueva.'],
};
export default catalog;
