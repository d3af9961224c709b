/* eslint-disable */
// Generated from src/domain/i18n/catalogs/claimMail.ts by `npm run codegen`. Do not edit.
import type { CompiledCatalog } from '../../texts';

const catalog: CompiledCatalog = {
  'claimMail.subject': ['Recibimos tu reclamo ', ['claimNumber']],
  'claimMail.hi': ['Hola, ', ['name'], ':'],
  'claimMail.received': [
    'Recibimos tu reclamo ',
    ['claimNumber'],
    ' (',
    ['type'],
    ') de la póliza ',
    ['policyNumber'],
    '.',
  ],
  'claimMail.receivedWithPhotos': [
    'Recibimos tu reclamo ',
    ['claimNumber'],
    ' (',
    ['type'],
    ') de la póliza ',
    ['policyNumber'],
    ', con ',
    ['photos', 'plural', { one: ['#', ' foto'], other: ['#', ' fotos'] }],
    '.',
  ],
  'claimMail.callYou': [
    'Nuestro equipo de reclamos lo revisa y te llama al ',
    ['phone'],
    ' dentro de ',
    ['days', 'plural', { one: ['un día hábil'], other: ['#', ' días hábiles'] }],
    '.',
  ],
  'claimMail.follow': ['Puedes seguir su estado en Historial de reclamos, en tu cuenta.'],
  'claimMail.questions': [
    '¿Preguntas? Escribe a ',
    ['supportEmail'],
    ' y menciona ',
    ['claimNumber'],
    '.',
  ],
  'claimMail.liabilityClaim': ['Reclamo de responsabilidad civil'],
  'claimMail.propertyClaim': ['Reclamo de bienes personales'],
};
export default catalog;
