/* eslint-disable */
// Generated from src/domain/i18n/catalogs/verify.ts by `npm run codegen`. Do not edit.
import type { CompiledCatalog } from '../../texts';

const catalog: CompiledCatalog = {
  'verify.title': ['Verificar comprobante de seguro'],
  'verify.intro': [
    'El estado actual de la póliza de seguro para inquilinos que respalda este documento.',
  ],
  'verify.code': ['Código de verificación'],
  'verify.loading': ['Cargando'],
  'verify.notFound': [
    'No encontramos este código. Revisa que esté escrito exactamente como aparece en el documento, o pídele al inquilino un comprobante de seguro vigente.',
  ],
  'verify.outOfDate': [
    'Este documento está desactualizado: la póliza cambió después de emitirse (su dirección, su período, su responsabilidad civil o una cancelación). Pídele al inquilino uno vigente.',
  ],
  'verify.policy': ['Póliza'],
  'verify.product': ['Producto'],
  'verify.number': ['Número de póliza'],
  'verify.period': ['Período de la póliza'],
  'verify.liability': ['Responsabilidad civil personal'],
  'verify.endsOn': ['Termina el'],
  'verify.issuedOn': ['Documento emitido el'],
  'verify.privacy': [
    'Por la privacidad del inquilino, esta página no muestra nada más sobre esa persona.',
  ],
};
export default catalog;
