/* eslint-disable */
// Generated from src/domain/i18n/catalogs/afterPurchase.ts by `npm run codegen`. Do not edit.
import type { CompiledCatalog } from '../../texts';

const catalog: CompiledCatalog = {
  'afterPurchase.yourPolicy': ['Tu póliza'],
  'afterPurchase.policyNumber': ['Número de póliza'],
  'afterPurchase.effectiveDate': ['Fecha de inicio de vigencia'],
  'afterPurchase.expirationDate': ['Fecha de vencimiento'],
  'afterPurchase.amountCharged': ['Monto cobrado'],
  'afterPurchase.createAccount': ['Crea tu cuenta'],
  'afterPurchase.createAccountWhy': [
    'Crea tu cuenta para ver tu póliza, descargar tu comprobante de seguro y administrar tus pagos.',
  ],
  'afterPurchase.logInWhy': ['Inicia sesión para ver tu nueva póliza en tu panel.'],
  'afterPurchase.dashboardWhy': ['Tu nueva póliza está en tu panel.'],
  'afterPurchase.goToDashboard': ['Ir a tu panel'],
  'afterPurchase.downloadApplication': ['Descarga tu solicitud (PDF en inglés)'],
  'afterPurchase.nextStepsTitle': ['Qué sigue'],
  'afterPurchase.checkMailTitle': ['Revisa tu correo electrónico'],
  'afterPurchase.checkMail': [
    'Enviamos una confirmación a ',
    ['email'],
    ', con tu solicitud adjunta.',
  ],
  'afterPurchase.managerTitle': ['Le avisamos al administrador de tu propiedad'],
  'afterPurchase.managerTold': [
    ['company'],
    ' recibe tu comprobante de seguro por correo electrónico, así que no necesitas enviarlo.',
  ],
  'afterPurchase.managerNotPartnered': [
    'Si tu contrato de arrendamiento exige un seguro para inquilinos, envíale tu comprobante de seguro a tu arrendador (consulta el siguiente paso).',
  ],
  'afterPurchase.proofTitle': ['Descarga tu comprobante de seguro'],
  'afterPurchase.proofWhere': [
    'Inicia sesión y abre Tus pólizas en tu panel: ahí puedes descargar tu comprobante de seguro (un PDF en inglés, «evidence of insurance») en cuanto aparezca la póliza.',
  ],
  'afterPurchase.accountCreated': ['Tu cuenta fue creada. Inicia sesión para continuar.'],
  'afterPurchase.autoRenewsOn': ['se renueva automáticamente el ', ['date']],
  'afterPurchase.policyCard': ['Póliza: se renueva automáticamente el ', ['date']],
  'afterPurchase.managementNotified': [
    'Le avisaremos a ',
    ['company'],
    ' que tienes seguro en ',
    ['address'],
    '.',
  ],
  'afterPurchase.contactTitle': ['¿Necesitas cambiar algo? Envíanos un mensaje'],
  'afterPurchase.reasonLabel': ['Motivo'],
  'afterPurchase.messageLabel': ['Mensaje (opcional)'],
  'afterPurchase.send': ['Enviar'],
  'afterPurchase.messageSentTitle': ['¡Gracias!'],
  'afterPurchase.messageSentBody': ['Tu mensaje fue enviado. Te responderemos lo antes posible.'],
  'afterPurchase.supportContact': [
    '¿Tienes preguntas? Comunícate con nosotros a ',
    ['email'],
    ' o al ',
    ['phone'],
    '.',
  ],
  'afterPurchase.backToDashboard': ['Volver al panel'],
  'afterPurchase.reasonAddressChange': ['Cambio o actualización de dirección'],
  'afterPurchase.reasonCoverages': ['Actualizar las coberturas de la póliza'],
  'afterPurchase.reasonNoActivePolicy': ['No tengo una póliza activa'],
  'afterPurchase.reasonOther': ['Otro'],
  'afterPurchase.raaAgreement': [
    'Quiero unirme a la Renters Association of America y acepto sus términos',
  ],
  'afterPurchase.raaJoined': [
    '¡Te damos la bienvenida a la Renters Association of America! Tus cupones están en el menú.',
  ],
  'afterPurchase.ok': ['Aceptar'],
};
export default catalog;
