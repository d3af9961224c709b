/* eslint-disable */
// Generated from src/domain/i18n/catalogs/claimHistory.ts by `npm run codegen`. Do not edit.
import type { CompiledCatalog } from '../../texts';

const catalog: CompiledCatalog = {
  'claimHistory.historyTitle': ['Historial de reclamos'],
  'claimHistory.loadFailed': ['No se pudieron cargar tus reclamos. Inténtalo de nuevo.'],
  'claimHistory.noClaims': ['No has reportado ningún reclamo para esta póliza.'],
  'claimHistory.statusTimeline': ['Estado'],
  'claimHistory.statusSubmitted': ['Enviado'],
  'claimHistory.statusInReview': ['En revisión'],
  'claimHistory.statusClosed': ['Cerrado'],
  'claimHistory.claimNumber': ['Reclamo ', ['claim']],
  'claimHistory.claimPhotos': ['Fotos del reclamo ', ['claim']],
  'claimHistory.filed': ['Presentado el ', ['date']],
  'claimHistory.outcome': ['Resultado'],
  'claimHistory.paidOn': ['Pagado: ', ['amount'], ', el ', ['date']],
  'claimHistory.paid': ['Pagado: ', ['amount']],
  'claimHistory.deniedOn': ['Rechazado el ', ['date']],
  'claimHistory.denied': ['Rechazado'],
  'claimHistory.withdrawnOn': ['Retirado el ', ['date']],
  'claimHistory.withdrawn': ['Retirado'],
  'claimHistory.confirmationTitle': ['Reclamo recibido'],
  'claimHistory.received': ['Recibimos tu reclamo ', ['claim'], ' el ', ['date'], '.'],
  'claimHistory.nextStepsTitle': ['Qué sigue'],
  'claimHistory.callTitle': ['Te llamamos'],
  'claimHistory.callText': [
    'Nuestro equipo de reclamos revisa tu reclamo y te llama ',
    ['where'],
    ' en un plazo de ',
    ['days'],
    '.',
  ],
  'claimHistory.callAt': ['al ', ['phone']],
  'claimHistory.callAtGiven': ['al número de teléfono que nos diste'],
  'claimHistory.oneBusinessDay': ['un día hábil'],
  'claimHistory.businessDays': [['n'], ' días hábiles'],
  'claimHistory.copyTitle': ['Una copia por correo electrónico'],
  'claimHistory.copyTo': ['Enviamos una copia de tu reclamo a ', ['email'], '.'],
  'claimHistory.copyToYours': ['Enviamos una copia de tu reclamo a tu correo electrónico.'],
  'claimHistory.moreTitle': ['Más fotos o documentos'],
  'claimHistory.sendTo': ['Envíalos a ', ['email'], ' e indica el número ', ['claim'], '.'],
  'claimHistory.sendToSupport': [
    'Envíalos a nuestro equipo de soporte e indica el número ',
    ['claim'],
    '.',
  ],
  'claimHistory.followTitle': ['Sigue tu reclamo'],
  'claimHistory.followText': [
    'Su estado aparece aquí, en Historial de reclamos, a medida que avanza.',
  ],
};
export default catalog;
