/* eslint-disable */
// Generated from src/domain/i18n/catalogs/compliance.ts by `npm run codegen`. Do not edit.
import type { CompiledCatalog } from '../../texts';

const catalog: CompiledCatalog = {
  'compliance.meets': ['Cumple con tu contrato de arrendamiento'],
  'compliance.meetsOnceApproved': ['Cumple con tu contrato de arrendamiento cuando la aprobemos'],
  'compliance.otherAddress': ['otra dirección'],
  'compliance.yourPropertyManager': ['tu administrador de la propiedad'],
  'compliance.pendingReview': ['En revisión'],
  'compliance.pendingHelp': [
    'Estamos revisando este documento. Hasta que lo aprobemos, no cuenta para tu contrato de arrendamiento.',
  ],
  'compliance.failedChecks': ['No pasó nuestras verificaciones'],
  'compliance.failedHelp': [
    'Algunos datos de este documento no coinciden con tu contrato de arrendamiento. Lo estamos revisando; es posible que te pidamos subir uno corregido.',
  ],
  'compliance.approved': ['Aprobada'],
  'compliance.uploadedDocument': ['Tu documento subido'],
  'compliance.leaseAddress': ['Dirección'],
  'compliance.leaseDates': ['Fechas del contrato de arrendamiento'],
  'compliance.belowLiability': [
    'Por debajo del mínimo de ',
    ['minimum'],
    ' de tu contrato de arrendamiento',
  ],
  'compliance.belowContents': [
    'Por debajo del mínimo de ',
    ['minimum'],
    ' en bienes personales de tu contrato de arrendamiento',
  ],
  'compliance.elsewhere': ['No es para tu contrato de arrendamiento: cubre ', ['address']],
  'compliance.belowHelp': [
    'Tu contrato de arrendamiento pide al menos ',
    ['minimum'],
    '. Aumenta tu cobertura con tu aseguradora y sube la nueva página de declaraciones, o pide una cotización con nosotros.',
  ],
  'compliance.otherLease': ['Tienes ', ['n'], ' contrato de arrendamiento más con nosotros.'],
  'compliance.otherLeases': ['Tienes ', ['n'], ' contratos de arrendamiento más con nosotros.'],
};
export default catalog;
