/* eslint-disable */
// Generated from src/domain/i18n/catalogs/upload.ts by `npm run codegen`. Do not edit.
import type { CompiledCatalog } from '../../texts';

const catalog: CompiledCatalog = {
  'upload.step0Title': ['Envía tu comprobante de seguro'],
  'upload.findAccountTitle': ['Busca tu cuenta de inquilino'],
  'upload.policyInfo': ['Tu póliza'],
  'upload.reviewTitle': ['Revisa lo que vas a subir'],
  'upload.progress': ['Progreso de la carga'],
  'upload.progressStep': ['Paso ', ['step'], ' de ', ['total']],
  'upload.resetForm': ['Reiniciar el formulario'],
  'upload.contactUs': ['contáctanos'],
  'upload.unknownStep': ['Ocurrió un error desconocido. Actualiza la página e inténtalo de nuevo.'],
  'upload.interestedPartyExplanation': [
    'Tu empresa administradora de la propiedad debe figurar como parte interesada en tu póliza, con la dirección postal ',
    ['mailingAddress'],
    '. Revisa tu página de declaraciones antes de subirla.',
  ],
  'upload.notAcceptedWarning': [
    'Si la parte interesada no figura de esta forma, es posible que tu póliza no sea aceptada.',
  ],
  'upload.uploadPdf': ['Subir PDF'],
  'upload.somethingWentWrong': ['Algo salió mal.'],
  'upload.uploadError': ['Ocurrió un error al subir tu póliza.'],
  'upload.supportContact': ['Contáctanos en ', ['email'], ' o al ', ['phone'], '.'],
  'upload.sendPolicy': [
    'Envía tu póliza por correo electrónico a ',
    ['email'],
    ' y la agregaremos por ti.',
  ],
  'upload.userExists': [
    'Ya existe un usuario con este correo electrónico. Inicia sesión en tu cuenta.',
  ],
  'upload.logIn': ['Iniciar sesión'],
  'upload.email': ['Correo electrónico'],
  'upload.firstName': ['Nombre'],
  'upload.lastName': ['Apellido'],
  'upload.address': ['Dirección'],
  'upload.managementCompany': ['Empresa administradora'],
};
export default catalog;
