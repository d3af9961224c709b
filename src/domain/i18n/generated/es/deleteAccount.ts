/* eslint-disable */
// Generated from src/domain/i18n/catalogs/deleteAccount.ts by `npm run codegen`. Do not edit.
import type { CompiledCatalog } from '../../texts';

const catalog: CompiledCatalog = {
  'deleteAccount.intro': [
    'Eliminar tu cuenta cierra tu sesión en todas partes y para siempre. Tu inicio de sesión y tus datos personales se borran; los registros de seguro que la ley nos pide conservar se quedan, sin tu nombre, correo electrónico ni teléfono.',
  ],
  'deleteAccount.deletedTitle': ['Lo que eliminamos'],
  'deleteAccount.deleted1': [
    'Tu inicio de sesión: correo electrónico, contraseña, configuración de la verificación en dos pasos y códigos de respaldo, y todas tus sesiones',
  ],
  'deleteAccount.deleted2': ['Tu nombre, correo electrónico, teléfono y dirección de facturación'],
  'deleteAccount.deleted3': ['Tu método de pago guardado'],
  'deleteAccount.deleted4': [
    'Las cotizaciones que nunca compraste, los cambios de correo electrónico sin confirmar y los registros sin terminar',
  ],
  'deleteAccount.deleted5': ['Los mensajes a soporte y sus capturas de diagnóstico'],
  'deleteAccount.deleted6': [
    'Los correos que te enviamos, las copias de tus datos y los enlaces de cupones sin usar',
  ],
  'deleteAccount.deleted7': ['Las fotos de reclamos que no se adjuntaron a un reclamo'],
  'deleteAccount.keptTitle': ['Lo que conservamos, sin tus datos personales'],
  'deleteAccount.kept1': ['Las pólizas, sus cambios y los códigos de comprobante de seguro'],
  'deleteAccount.kept2': ['Las compras, los pagos, los reembolsos y los pagos programados'],
  'deleteAccount.kept3': ['Los reclamos con su historial de estados y sus fotos'],
  'deleteAccount.kept4': [
    'Los contratos de arrendamiento, los comprobantes de seguro que subiste y las pólizas de aseguradoras asociadas',
  ],
  'deleteAccount.kept5': ['Los cupones canjeados y las inscripciones en la asociación'],
  'deleteAccount.keptWhy': [
    'Las aseguradoras y los administradores de la propiedad deben conservar estos registros durante varios años después de que termina una póliza; nosotros los conservamos al menos siete años.',
  ],
  'deleteAccount.request': ['Eliminar mi cuenta'],
  'deleteAccount.codeSent': [
    'Te enviamos por correo electrónico un código de 6 dígitos. Ingrésalo dentro de ',
    ['minutes'],
    ' minutos para eliminar tu cuenta.',
  ],
  'deleteAccount.codeLabel': ['Código de verificación'],
  'deleteAccount.confirm': ['Eliminar mi cuenta para siempre'],
  'deleteAccount.sendAgain': ['Enviar un código nuevo'],
  'deleteAccount.requestFailed': ['No pudimos recibir tu solicitud. Inténtalo de nuevo.'],
  'deleteAccount.confirmFailed': ['No se pudo eliminar tu cuenta. Inténtalo de nuevo.'],
  'deleteAccount.signedOut': ['Tu cuenta se eliminó y se cerró tu sesión.'],
  'deleteAccount.activePoliciesTitle': ['Primero cancela tus pólizas activas'],
  'deleteAccount.policyLink': ['Póliza ', ['policy']],
  'deleteAccount.activePolicy': [
    'Primero cancela tu póliza activa: ',
    ['numbers'],
    '. Podrás eliminar tu cuenta cuando no tengas ninguna póliza nuestra activa.',
  ],
  'deleteAccount.activePolicies': [
    'Primero cancela tus pólizas activas: ',
    ['numbers'],
    '. Podrás eliminar tu cuenta cuando no tengas ninguna póliza nuestra activa.',
  ],
  'deleteAccount.purchaseInProgress': [
    'Todavía estamos procesando una compra tuya. Inténtalo de nuevo en unos minutos.',
  ],
};
export default catalog;
