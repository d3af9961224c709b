// "Delete my account" (docs/privacy.md "Your rights"; client/features/account/
// DeleteMyAccountScreen.tsx): what goes and what stays, the mailed code, and the server's refusals
// (server/handlers/accountDeletion.ts, answered in the request's language). Ours: docs/product.md
// does not quote them. The wrong code's refusal is `twoFactor`'s.
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    intro:
      'Deleting your account signs you out everywhere and for good. Your login and your personal details are erased; the insurance records the law asks us to keep stay, without your name, e-mail or phone.',
    deletedTitle: 'What we delete',
    deleted1: 'Your login: e-mail, password, two-factor set-up and backup codes, and every session',
    deleted2: 'Your name, e-mail, phone and billing address',
    deleted3: 'Your stored payment method',
    deleted4: 'Quotes you never bought, unsent e-mail changes and registrations',
    deleted5: 'Messages to support and their diagnostics snapshots',
    deleted6: 'Mail we sent you, copies of your data and unused coupon links',
    deleted7: 'Claim photos not attached to a claim',
    keptTitle: 'What we keep, without your personal details',
    kept1: 'Policies, their changes and evidence-of-insurance codes',
    kept2: 'Purchases, payments, refunds and scheduled payments',
    kept3: 'Claims with their status history and photos',
    kept4: 'Leases, uploaded proofs of insurance and partner policies',
    kept5: 'Coupons redeemed and association enrollments',
    keptWhy:
      'Insurers and property managers must keep these records for several years after a policy ends; we keep them at least seven years.',
    request: 'Delete my account',
    codeSent:
      'We e-mailed you a 6-digit code. Enter it within {minutes} minutes to delete your account.',
    codeLabel: 'Verification code',
    confirm: 'Delete my account for good',
    sendAgain: 'Send a new code',
    requestFailed: 'We could not take your request. Please try again.',
    confirmFailed: 'Your account could not be deleted. Please try again.',
    // Shown on the splash page once the account is gone
    signedOut: 'Your account has been deleted and you have been signed out.',
    // The server's refusals (409), the policies to cancel linked below them
    activePoliciesTitle: 'Cancel your active policies first',
    policyLink: 'Policy {policy}',
    activePolicy:
      'Cancel your active policy first: {numbers}. You can delete your account once no policy of ours is active.',
    activePolicies:
      'Cancel your active policies first: {numbers}. You can delete your account once no policy of ours is active.',
    purchaseInProgress:
      'A purchase of yours is still being processed. Please try again in a few minutes.',
  },
  es: {
    intro:
      'Eliminar tu cuenta cierra tu sesión en todas partes y para siempre. Tu inicio de sesión y tus datos personales se borran; los registros de seguro que la ley nos pide conservar se quedan, sin tu nombre, correo electrónico ni teléfono.',
    deletedTitle: 'Lo que eliminamos',
    deleted1:
      'Tu inicio de sesión: correo electrónico, contraseña, configuración de la verificación en dos pasos y códigos de respaldo, y todas tus sesiones',
    deleted2: 'Tu nombre, correo electrónico, teléfono y dirección de facturación',
    deleted3: 'Tu método de pago guardado',
    deleted4:
      'Las cotizaciones que nunca compraste, los cambios de correo electrónico sin confirmar y los registros sin terminar',
    deleted5: 'Los mensajes a soporte y sus capturas de diagnóstico',
    deleted6:
      'Los correos que te enviamos, las copias de tus datos y los enlaces de cupones sin usar',
    deleted7: 'Las fotos de reclamos que no se adjuntaron a un reclamo',
    keptTitle: 'Lo que conservamos, sin tus datos personales',
    kept1: 'Las pólizas, sus cambios y los códigos de comprobante de seguro',
    kept2: 'Las compras, los pagos, los reembolsos y los pagos programados',
    kept3: 'Los reclamos con su historial de estados y sus fotos',
    kept4:
      'Los contratos de arrendamiento, los comprobantes de seguro que subiste y las pólizas de aseguradoras asociadas',
    kept5: 'Los cupones canjeados y las inscripciones en la asociación',
    keptWhy:
      'Las aseguradoras y los administradores de la propiedad deben conservar estos registros durante varios años después de que termina una póliza; nosotros los conservamos al menos siete años.',
    request: 'Eliminar mi cuenta',
    codeSent:
      'Te enviamos por correo electrónico un código de 6 dígitos. Ingrésalo dentro de {minutes} minutos para eliminar tu cuenta.',
    codeLabel: 'Código de verificación',
    confirm: 'Eliminar mi cuenta para siempre',
    sendAgain: 'Enviar un código nuevo',
    requestFailed: 'No pudimos recibir tu solicitud. Inténtalo de nuevo.',
    confirmFailed: 'No se pudo eliminar tu cuenta. Inténtalo de nuevo.',
    signedOut: 'Tu cuenta se eliminó y se cerró tu sesión.',
    activePoliciesTitle: 'Primero cancela tus pólizas activas',
    policyLink: 'Póliza {policy}',
    activePolicy:
      'Primero cancela tu póliza activa: {numbers}. Podrás eliminar tu cuenta cuando no tengas ninguna póliza nuestra activa.',
    activePolicies:
      'Primero cancela tus pólizas activas: {numbers}. Podrás eliminar tu cuenta cuando no tengas ninguna póliza nuestra activa.',
    purchaseInProgress:
      'Todavía estamos procesando una compra tuya. Inténtalo de nuevo en unos minutos.',
  },
});
