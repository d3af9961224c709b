/* eslint-disable */
// Generated from src/domain/i18n/catalogs/dashboardDialogs.ts by `npm run codegen`. Do not edit.
import type { CompiledCatalog } from '../../texts';

const catalog: CompiledCatalog = {
  'dashboardDialogs.continueTo': ['Continuar a ', ['partner']],
  'dashboardDialogs.leaving': [
    'Estás saliendo de ',
    ['brand'],
    ' para administrar esta póliza en el sitio web de tu aseguradora, donde puedes cambiar la cobertura, la facturación y más.',
  ],
  'dashboardDialogs.leavingNewTab': [
    'Se abre en una pestaña nueva. Vuelve aquí cuando quieras para ver tu póliza.',
  ],
  'dashboardDialogs.cancel': ['Cancelar'],
  'dashboardDialogs.continue': ['Continuar'],
  'dashboardDialogs.upcomingTitle': ['Próximas pólizas'],
  'dashboardDialogs.upcomingIntro': [
    'Las renovaciones que subiste para esta póliza, que empiezan después del periodo actual.',
  ],
  'dashboardDialogs.close': ['Cerrar'],
  'dashboardDialogs.confirmOffTitle': ['¿Desactivar la renovación automática?'],
  'dashboardDialogs.endsInsteadOfRenewing': [
    'Tu póliza terminará el ',
    ['date'],
    ' en lugar de renovarse, y dejaremos de cobrarte por ella.',
  ],
  'dashboardDialogs.cannotTurnBackOn': [
    'Tu fecha de renovación está dentro de los próximos ',
    ['days'],
    ' días, así que una vez que desactives la renovación automática no podrás volver a activarla sin comunicarte con soporte.',
  ],
  'dashboardDialogs.keepOn': ['Mantener la renovación automática'],
  'dashboardDialogs.turnOff': ['Desactivar la renovación automática'],
};
export default catalog;
