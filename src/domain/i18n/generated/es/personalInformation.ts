/* eslint-disable */
// Generated from src/domain/i18n/catalogs/personalInformation.ts by `npm run codegen`. Do not edit.
import type { CompiledCatalog } from '../../texts';

const catalog: CompiledCatalog = {
  'personalInformation.firstName': ['Nombre'],
  'personalInformation.lastName': ['Apellido'],
  'personalInformation.phone': ['Teléfono'],
  'personalInformation.email': ['Correo electrónico'],
  'personalInformation.billingAddress': ['Dirección de facturación'],
  'personalInformation.updateAndSave': ['Actualizar y guardar'],
  'personalInformation.accountUpdated': ['¡Cuenta actualizada correctamente!'],
  'personalInformation.saveFailed': [
    'Hubo un error al guardar tu información. Inténtalo de nuevo.',
  ],
  'personalInformation.language': ['Idioma'],
  'personalInformation.languageNote': [
    'Estas páginas y los correos que te enviamos están en este idioma.',
  ],
  'personalInformation.headsUpBody': [
    'La dirección no empieza con un número de casa. Confirma que la dirección sea correcta.',
  ],
  'personalInformation.confirmAddress': ['Sí, guardar esta dirección'],
  'personalInformation.editAddress': ['Editar dirección'],
  'personalInformation.emailCodeTitle': ['Confirma tu nuevo correo electrónico'],
  'personalInformation.emailCodeIntro': [
    'Enviamos un código de 6 dígitos a ',
    ['email'],
    '. Tu correo electrónico cambia cuando lo ingreses.',
  ],
  'personalInformation.code': ['Código'],
  'personalInformation.confirm': ['Confirmar'],
  'personalInformation.resendCode': ['Enviar un código nuevo'],
  'personalInformation.cancel': ['Cancelar'],
  'personalInformation.emailChanged': ['¡Correo electrónico verificado correctamente!'],
};
export default catalog;
