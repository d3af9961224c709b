// The dashboard's small dialogs (docs/product.md "Dashboard", "States"): the 'Continue to' modal
// before a partner carrier's portal, the upcoming policies of an upload and the question before
// auto-renewal is turned off (domain/policies/renewalOff.ts reads its English back). Loaded with their chunk
// (dashboard-dialogs), not with the dashboard's first paint.
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    // docs/product.md "Dashboard" 'Continue to' modal, with the partner's site
    continueTo: 'Continue to {partner}',
    leaving:
      "You are leaving {brand} to manage this policy on your insurance carrier's website, where you can change coverage, billing and more.",
    leavingNewTab: 'It opens in a new tab. Come back here any time to see your policy.',
    cancel: 'Cancel',
    continue: 'Continue',
    // Upcoming third-party policies (docs/product.md "Dashboard", "States")
    upcomingTitle: 'Upcoming policies',
    upcomingIntro: 'Renewals you uploaded for this policy, starting after the current term.',
    close: 'Close',
    // Asked before auto-renewal is turned off (docs/product.md "States")
    confirmOffTitle: 'Turn off auto-renewal?',
    endsInsteadOfRenewing:
      'Your policy will end on {date} instead of renewing, and billing for it will stop.',
    cannotTurnBackOn:
      "Your renewal date is within {days} days, so once you turn auto-renewal off you can't turn it back on without contacting support.",
    keepOn: 'Keep auto-renewal',
    turnOff: 'Turn off auto-renewal',
  },
  es: {
    continueTo: 'Continuar a {partner}',
    leaving:
      'Estás saliendo de {brand} para administrar esta póliza en el sitio web de tu aseguradora, donde puedes cambiar la cobertura, la facturación y más.',
    leavingNewTab: 'Se abre en una pestaña nueva. Vuelve aquí cuando quieras para ver tu póliza.',
    cancel: 'Cancelar',
    continue: 'Continuar',
    upcomingTitle: 'Próximas pólizas',
    upcomingIntro:
      'Las renovaciones que subiste para esta póliza, que empiezan después del periodo actual.',
    close: 'Cerrar',
    confirmOffTitle: '¿Desactivar la renovación automática?',
    endsInsteadOfRenewing:
      'Tu póliza terminará el {date} en lugar de renovarse, y dejaremos de cobrarte por ella.',
    cannotTurnBackOn:
      'Tu fecha de renovación está dentro de los próximos {days} días, así que una vez que desactives la renovación automática no podrás volver a activarla sin comunicarte con soporte.',
    keepOn: 'Mantener la renovación automática',
    turnOff: 'Desactivar la renovación automática',
  },
});
