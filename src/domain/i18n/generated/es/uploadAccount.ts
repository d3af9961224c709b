/* eslint-disable */
// Generated from src/domain/i18n/catalogs/uploadAccount.ts by `npm run codegen`. Do not edit.
import type { CompiledCatalog } from '../../texts';

const catalog: CompiledCatalog = {
  'uploadAccount.findAccountIntro': [
    'Ingresa el correo electrónico que tiene registrado tu empresa administradora de la propiedad.',
  ],
  'uploadAccount.findAccount': ['Buscar cuenta'],
  'uploadAccount.accountIssue': [
    'Parece que hay un problema con tu cuenta. Por favor, ',
    ['link'],
    ' para comunicarte con soporte.',
  ],
  'uploadAccount.clickHere': ['haz clic aquí'],
  'uploadAccount.personalTitle': ['Cuéntanos sobre ti'],
  'uploadAccount.phone': ['Teléfono'],
  'uploadAccount.next': ['Siguiente'],
  'uploadAccount.rentalTitle': ['¿Dónde rentas?'],
  'uploadAccount.unit': ['Unidad'],
  'uploadAccount.noCompany': ['Ninguna empresa coincide'],
  'uploadAccount.contactTitle': ['Escríbenos sobre tu dirección'],
  'uploadAccount.contactIntro': [
    'Dinos dónde rentas y quién administra la propiedad, y la agregaremos. Te enviaremos un correo electrónico cuando esté lista.',
  ],
  'uploadAccount.managementCompanyName': ['Nombre de la empresa administradora'],
  'uploadAccount.managementCompanyAddress': ['Dirección de la empresa administradora'],
  'uploadAccount.contactSend': ['Enviar'],
  'uploadAccount.contactSent': [
    '¡Gracias! Agregaremos tu propiedad y te enviaremos un correo electrónico cuando esté lista.',
  ],
  'uploadAccount.contactFailed': ['No se pudo enviar tu solicitud. Inténtalo de nuevo.'],
  'uploadAccount.close': ['Cerrar'],
};
export default catalog;
