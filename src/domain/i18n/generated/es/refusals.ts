/* eslint-disable */
// Generated from src/domain/i18n/catalogs/refusals.ts by `npm run codegen`. Do not edit.
import type { CompiledCatalog } from '../../texts';

const catalog: CompiledCatalog = {
  'refusals.sessionExpired': ['Tu sesión venció. Vuelve a iniciar sesión.'],
  'refusals.accountNotFound': ['No encontramos la cuenta'],
  'refusals.tenantNotFound': ['No encontramos al inquilino'],
  'refusals.proofNotFound': ['No encontramos el comprobante de seguro'],
  'refusals.photoNotFound': ['No encontramos la foto'],
  'refusals.verificationCodeNotFound': ['No encontramos este código de verificación.'],
  'refusals.emailNotSignedIn': [
    'El correo electrónico no es el de la cuenta con la sesión iniciada.',
  ],
  'refusals.setupIntentNotFound': ['No existe esa configuración de pago.'],
  'refusals.bankLinkNotFound': ['No existe ese enlace o esa cuenta bancaria.'],
  'refusals.bodyRequired': ['La solicitud no tiene cuerpo.'],
  'refusals.pdfAsDataUrl': ['Envía el PDF como una URL de datos en JSON.'],
  'refusals.badAddress': ['La dirección de la solicitud no es válida.'],
  'refusals.unknownQuestion': ['Pregunta de suscripción desconocida: ', ['question'], '.'],
  'refusals.invalidAnswer': ['La respuesta a ', ['question'], ' no es válida: ', ['problem']],
  'refusals.requoteBoth': ['Una nueva cotización envía workItemId y coverageParameters juntos.'],
};
export default catalog;
