/* eslint-disable */
// Generated from src/domain/i18n/catalogs/supportMessage.ts by `npm run codegen`. Do not edit.
import type { CompiledCatalog } from '../../texts';

const catalog: CompiledCatalog = {
  'supportMessage.reasonBilling': ['Facturación/cargos'],
  'supportMessage.reasonAddSomeone': ['Agregar a alguien a mi póliza'],
  'supportMessage.reasonAddress': ['Cambio o actualización de dirección'],
  'supportMessage.reasonCoverages': ['Actualizar las coberturas de mi póliza'],
  'supportMessage.reasonOther': ['Otro'],
  'supportMessage.messageSent': ['¡Tu mensaje fue enviado!'],
  'supportMessage.sentTitle': ['Mensaje enviado'],
  'supportMessage.sentIntro': ['Soporte recibió tu mensaje:'],
  'supportMessage.sentMessageLabel': ['Tu mensaje'],
  'supportMessage.replyOneDay': [
    'Te respondemos por correo a ',
    ['email'],
    ', por lo general en un día hábil.',
  ],
  'supportMessage.replyDays': [
    'Te respondemos por correo a ',
    ['email'],
    ', por lo general en ',
    ['days'],
    ' días hábiles.',
  ],
  'supportMessage.attach': ['Adjuntar una captura de diagnóstico'],
  'supportMessage.attachHint': [
    'Incluye tus respuestas y esta pantalla para que soporte vea lo mismo que tú; nunca tu contraseña, códigos, datos de tarjeta o de banco ni archivos.',
  ],
  'supportMessage.download': ['Descargar la captura'],
};
export default catalog;
