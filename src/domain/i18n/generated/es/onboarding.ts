/* eslint-disable */
// Generated from src/domain/i18n/catalogs/onboarding.ts by `npm run codegen`. Do not edit.
import type { CompiledCatalog } from '../../texts';

const catalog: CompiledCatalog = {
  'onboarding.tabUserInfo': ['Cotizar'],
  'onboarding.tabAddress': ['Tu dirección'],
  'onboarding.tabFoundProperty': ['Tu propiedad'],
  'onboarding.tabUnderwriting': ['Unas preguntas'],
  'onboarding.tabQuote': ['Tu cotización'],
  'onboarding.tabPaymentOptions': ['Opciones de pago'],
  'onboarding.tabAdditionalInsured': ['Otras personas en tu póliza'],
  'onboarding.tabAdditionalInterest': ['Parte interesada'],
  'onboarding.tabCheckout': ['Pago'],
  'onboarding.tabReview': ['Revisión'],
  'onboarding.tabThankYou': ['Gracias'],
  'onboarding.tabAccountCreation': ['Crea tu cuenta'],
  'onboarding.tabActivePolicy': ['Ya tienes una póliza'],
  'onboarding.userInfo': [
    '¡Te conseguiremos una excelente cotización, muchas veces en un minuto o menos!',
  ],
  'onboarding.letsGo': ['Empecemos'],
  'onboarding.logIn': ['Iniciar sesión'],
  'onboarding.address': ['¡Hola, ', ['name'], '! Ingresa la dirección que quieres asegurar.'],
  'onboarding.foundProperty': ['Parece que trabajamos con la empresa que administra tu propiedad'],
  'onboarding.managerLogo': ['Logotipo de ', ['manager']],
  'onboarding.continue': ['Continuar'],
  'onboarding.underwriting': [
    'Responde las siguientes preguntas para ayudarnos a cotizar tu seguro.',
  ],
  'onboarding.paymentOptions': ['Elige tu forma de pago'],
  'onboarding.checkout': ['Pago'],
  'onboarding.reviewDetails': ['Revisar los detalles'],
  'onboarding.review': ['Revisa tu seguro para inquilinos'],
  'onboarding.purchase': ['Comprar'],
  'onboarding.thankYou': ['¡Gracias por elegir the product!'],
  'onboarding.accountCreation': ['Crea una cuenta para consultar los detalles de tu cobertura'],
  'onboarding.createAccount': ['Crear cuenta'],
  'onboarding.menu': ['Menú de la cotización'],
  'onboarding.home': ['Inicio'],
  'onboarding.faq': ['Preguntas frecuentes'],
  'onboarding.blog': ['Blog'],
  'onboarding.restart': ['Volver a empezar'],
  'onboarding.help': ['Obtener ayuda'],
  'onboarding.cancel': ['Cancelar'],
  'onboarding.firstName': ['Nombre'],
  'onboarding.lastName': ['Apellido'],
  'onboarding.email': ['Correo electrónico'],
  'onboarding.confirmEmail': ['Confirmar correo electrónico'],
  'onboarding.phone': ['Teléfono'],
  'onboarding.raaName': ['Renters Association of America'],
  'onboarding.onItsWay': ['Esta parte del portal está en camino y estará disponible pronto.'],
  'onboarding.generic': [
    'Hubo un error al procesar tu solicitud. Inténtalo de nuevo o comunícate con soporte si el problema continúa.',
  ],
  'onboarding.emailExists': [
    'Ya existe una cuenta con este correo electrónico. Inicia sesión para continuar.',
  ],
  'onboarding.missingQuote': [
    'Hubo un error al procesar tu cotización. Inténtalo de nuevo o comunícate con soporte si el problema continúa.',
  ],
  'onboarding.missingToken': [
    'Hubo un error al procesar tu pago. Inténtalo de nuevo o comunícate con soporte si el problema continúa.',
  ],
  'onboarding.missingPolicy': [
    'Hubo un error al procesar tu póliza. Inténtalo de nuevo o comunícate con soporte si el problema continúa.',
  ],
  'onboarding.accountCreationFailed': [
    'Hubo un error al crear tu cuenta. Inténtalo de nuevo o comunícate con soporte si el problema continúa.',
  ],
  'onboarding.issueFailedTitle': ['Error'],
  'onboarding.unknownError': ['Ocurrió un error desconocido.'],
  'onboarding.pendingTransaction': [
    'Uy, parece que ya hay una transacción pendiente para tu correo electrónico. Para que no se te cobre dos veces, pausamos las transacciones nuevas durante 24 horas.',
  ],
  'onboarding.secondPolicyFailure': [
    '¡Uy! Algo salió mal de nuestra parte. Inténtalo de nuevo o escríbenos a ',
    ['email'],
    '.',
  ],
  'onboarding.secondPolicyTitle': ['Un momento, ', ['name']],
  'onboarding.viewYourAccount': ['Ver tu cuenta'],
  'onboarding.ok': ['Aceptar'],
  'onboarding.restartTitle': ['¿Seguro que quieres volver a empezar?'],
  'onboarding.restartBody': ['Se borrarán tus respuestas y empezarás desde el principio.'],
  'onboarding.startOver': ['Volver a empezar'],
  'onboarding.leaveGuard': [
    '¿Seguro que quieres salir de esta página? Tendrás que volver a empezar.',
  ],
  'onboarding.unableToQuote': ['Lo sentimos, no podemos darte una cotización en este momento.'],
  'onboarding.quoteError': [
    'Hubo un error al obtener tu cotización. Inténtalo de nuevo más tarde.',
  ],
  'onboarding.managerRequires300kNotQualified': [
    'No podemos cotizar esta dirección. El administrador de la propiedad exige una cobertura de responsabilidad civil de $300,000, pero no calificas para ese monto.',
  ],
  'onboarding.unable300k': [
    'No podemos ofrecer una cobertura de responsabilidad civil de $300,000 para esta dirección.',
  ],
  'onboarding.liabilityRequirementsError': [
    'Hubo un error al procesar los requisitos de responsabilidad civil. Inténtalo de nuevo o comunícate con soporte.',
  ],
  'onboarding.notQualified300k': [
    'Según tus respuestas, no calificas para una cobertura de responsabilidad civil de $300,000.',
  ],
  'onboarding.liabilityRestrictionTitle': ['Restricción de la cobertura de responsabilidad civil'],
  'onboarding.questionnaireNotFound': ['No se encontró el cuestionario'],
  'onboarding.invalidAmount': ['¡Monto no válido!'],
  'onboarding.mostPopular': ['La más popular'],
  'onboarding.leave': ['Salir'],
  'onboarding.stay': ['Quedarme'],
};
export default catalog;
