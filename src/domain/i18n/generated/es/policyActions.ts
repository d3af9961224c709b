/* eslint-disable */
// Generated from src/domain/i18n/catalogs/policyActions.ts by `npm run codegen`. Do not edit.
import type { CompiledCatalog } from '../../texts';

const catalog: CompiledCatalog = {
  'policyActions.changeAddress': ['Cambiar dirección'],
  'policyActions.cancelPolicy': ['Cancelar póliza'],
  'policyActions.sendMessage': ['Envíanos un mensaje'],
  'policyActions.addPerson': ['Agregar a alguien'],
  'policyActions.uploadNewPolicy': ['Subir una póliza nueva'],
  'policyActions.close': ['Cerrar'],
  'policyActions.back': ['Atrás'],
  'policyActions.seeAmounts': ['Continuar'],
  'policyActions.cancelTitle': ['Cancelar tu póliza'],
  'policyActions.cancelIntro': [
    'Dinos por qué y cuándo debe terminar tu cobertura. Verás el reembolso antes de que cambie algo.',
  ],
  'policyActions.cancelReasonLabel': ['Motivo de la cancelación'],
  'policyActions.reasonMovingOut': ['Me voy a mudar'],
  'policyActions.reasonOtherInsurance': ['Encontré otro seguro'],
  'policyActions.reasonCost': ['Cuesta demasiado'],
  'policyActions.reasonNoNeed': ['Ya no necesito un seguro para inquilinos'],
  'policyActions.reasonOther': ['Otro'],
  'policyActions.cancelDateLabel': ['La cobertura termina el'],
  'policyActions.cancelConfirm': ['Cancelar mi póliza'],
  'policyActions.cancelSummary': ['Tu cobertura termina el ', ['date'], '.'],
  'policyActions.paidLabel': ['Prima pagada en este periodo'],
  'policyActions.earnedLabel': ['Prima de los días que estuviste asegurado'],
  'policyActions.refundLabel': ['Reembolso a tu método de pago'],
  'policyActions.noRefund': [
    'No hay nada que reembolsar: lo que pagaste cubre los días que estuviste asegurado. No se te cobrará nada más.',
  ],
  'policyActions.refundNote': [
    'El reembolso llega a tu cuenta en un plazo de 5 a 10 días hábiles.',
  ],
  'policyActions.managerNote': [
    'Le diremos a tu administrador de la propiedad que la póliza termina ese día.',
  ],
  'policyActions.moveTitle': ['Mover tu póliza a una dirección nueva'],
  'policyActions.moveIntro': [
    'Tus coberturas siguen iguales. El precio se calcula de nuevo para la dirección nueva a partir del día de tu mudanza.',
  ],
  'policyActions.streetLabel': ['Dirección'],
  'policyActions.unitLabel': ['Unidad'],
  'policyActions.cityLabel': ['Ciudad'],
  'policyActions.stateLabel': ['Estado'],
  'policyActions.zipLabel': ['Código postal'],
  'policyActions.moveDateLabel': ['Fecha de mudanza'],
  'policyActions.moveConfirm': ['Mover mi póliza'],
  'policyActions.newAddressLabel': ['Nueva dirección asegurada'],
  'policyActions.addressCorrected': ['Usamos la dirección tal como la conoce la aseguradora.'],
  'policyActions.currentPremiumLabel': ['Prima anual actual'],
  'policyActions.newPremiumLabel': ['Prima anual en la dirección nueva'],
  'policyActions.owedLabel': ['Cargo extra por el resto de este periodo'],
  'policyActions.refundedLabel': ['Reembolso por el resto de este periodo'],
  'policyActions.noDifference': ['El precio no cambia.'],
  'policyActions.owedNote': ['El monto extra se suma a tus pagos restantes.'],
  'policyActions.amountChanged': [
    'Los montos cambiaron desde que abriste esto. Revísalos de nuevo.',
  ],
  'policyActions.genericError': [
    'Hubo un error al procesar tu solicitud. Inténtalo de nuevo o comunícate con soporte si el problema continúa.',
  ],
  'policyActions.messageTitle': ['Envíanos un mensaje'],
  'policyActions.policyLabel': ['Póliza'],
  'policyActions.generalPolicy': ['Pregunta general'],
  'policyActions.reasonLabel': ['Motivo'],
  'policyActions.messageLabel': ['Mensaje'],
  'policyActions.send': ['Enviar'],
  'policyActions.messageFailed': ['No se pudo enviar tu mensaje. Inténtalo de nuevo.'],
  'policyActions.messageCounter': [['length'], ' / ', ['minimum'], ' caracteres como mínimo'],
  'policyActions.addPersonTitle': ['Agregar a alguien a tu póliza'],
  'policyActions.addPersonIntro': [
    'Dinos a quién agregar. Nuestro equipo de soporte actualiza la póliza y te avisa por correo electrónico.',
  ],
  'policyActions.roleLabel': ['¿A quién vas a agregar?'],
  'policyActions.roleRoommate': ['Un compañero de vivienda'],
  'policyActions.roleSpouse': ['Mi cónyuge o pareja de hecho'],
  'policyActions.roleAuthorizedUser': [
    'Un usuario autorizado (puede pagar la factura o administrar la póliza)',
  ],
  'policyActions.roommateTaken': [
    'Esta póliza ya tiene un compañero de vivienda. Una póliza puede tener como máximo uno.',
  ],
  'policyActions.firstNameLabel': ['Nombre'],
  'policyActions.lastNameLabel': ['Apellido'],
  'policyActions.emailLabel': ['Correo electrónico'],
  'policyActions.noteLabel': ['Algo que debamos saber (opcional)'],
  'policyActions.sendRequest': ['Enviar solicitud'],
  'policyActions.additionSent': [
    'Enviamos tu solicitud. Te escribiremos por correo electrónico cuando tu póliza esté actualizada.',
  ],
  'policyActions.uploadTitle': ['Agregar una póliza'],
  'policyActions.uploadIntro': [
    'Compra un seguro para inquilinos con nosotros en unos minutos, o muéstranos una póliza que ya tengas.',
  ],
  'policyActions.getInsurance': ['Contrata tu seguro con ', ['brand']],
  'policyActions.getInsuranceHelp': [
    'Obtén una cotización y compra una póliza para tu vivienda rentada.',
  ],
  'policyActions.uploadInsurance': ['Subir tu seguro'],
  'policyActions.uploadInsuranceHelp': [
    'Envíanos la página de declaraciones de una póliza de otra compañía.',
  ],
  'policyActions.policyCancelled': ['¡Tu póliza fue cancelada!'],
  'policyActions.policyAddressUpdated': ['Se actualizó la dirección de tu póliza'],
  'policyActions.requiresInsurance': [
    'Tu contrato de arrendamiento exige un seguro para inquilinos. Si cancelas, le diremos a ',
    ['manager'],
    ' que esta póliza termina el día que elijas. Asegúrate de tener otra póliza para entonces.',
  ],
};
export default catalog;
