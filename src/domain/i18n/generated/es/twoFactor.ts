/* eslint-disable */
// Generated from src/domain/i18n/catalogs/twoFactor.ts by `npm run codegen`. Do not edit.
import type { CompiledCatalog } from '../../texts';

const catalog: CompiledCatalog = {
  'twoFactor.invalidCode': ['Código de verificación no válido'],
  'twoFactor.sendEmailFailed': ['No se pudo enviar el código por correo electrónico'],
  'twoFactor.setMethodFailed': ['No se pudo configurar el método de verificación en dos pasos'],
  'twoFactor.loginWithoutToken': [
    'Hubo un error al verificar tu código de verificación en dos pasos. Vuelve a iniciar sesión.',
  ],
  'twoFactor.verificationSuccessful': ['¡Verificación correcta!'],
  'twoFactor.verificationCodeSent': [
    '¡Enviamos un código de verificación a tu correo electrónico!',
  ],
  'twoFactor.bannerWarningTitle': ['Acción requerida'],
  'twoFactor.bannerRequiredTitle': ['Verificación en dos pasos obligatoria'],
  'twoFactor.mandatoryStartingOn': ['obligatoria a partir del ', ['date']],
  'twoFactor.willBeMandatory': ['La verificación en dos pasos será ', ['mandatoryStartingOn'], '.'],
  'twoFactor.continueToApp': ['Continuar a la aplicación'],
  'twoFactor.done': ['Listo'],
  'twoFactor.stepVerifyEmail': ['Verificar correo'],
  'twoFactor.stepChooseMethod': ['Elegir método'],
  'twoFactor.stepConfigure': ['Configurar'],
  'twoFactor.stepBackupCodes': ['Códigos de respaldo'],
  'twoFactor.setupTitle': ['Configura la verificación en dos pasos'],
  'twoFactor.challengeTitle': ['Verificación en dos pasos'],
  'twoFactor.requiredIntro': [
    'Ahora tu cuenta requiere la verificación en dos pasos. Configúrala para continuar.',
  ],
  'twoFactor.verifyEmailIntro': [
    'Primero, confirma tu correo electrónico con un código de 6 dígitos.',
  ],
  'twoFactor.chooseMethodIntro': ['¿Cómo quieres recibir tus códigos de verificación?'],
  'twoFactor.authenticatorApp': ['App de autenticación'],
  'twoFactor.email': ['Correo electrónico'],
  'twoFactor.scanQr': [
    'Escanea este código QR con tu app de autenticación y luego ingresa el código de 6 dígitos que muestra.',
  ],
  'twoFactor.qrAlt': ['Código QR para tu app de autenticación'],
  'twoFactor.manualKey': ['O ingresa esta clave manualmente:'],
  'twoFactor.copy': ['Copiar clave'],
  'twoFactor.copied': ['¡Copiada!'],
  'twoFactor.backupCodesIntro': [
    'Guarda estos códigos de respaldo en un lugar seguro. Cada uno se puede usar una vez si pierdes el acceso a tu app de autenticación o a tu correo electrónico.',
  ],
  'twoFactor.downloadBackupCodes': ['Descargar códigos de respaldo'],
  'twoFactor.downloadFirst': ['Descarga tus códigos de respaldo para continuar.'],
  'twoFactor.verificationCode': ['Código de verificación'],
  'twoFactor.backupCode': ['Código de respaldo'],
  'twoFactor.authenticatorPrompt': ['Ingresa el código de 6 dígitos de tu app de autenticación.'],
  'twoFactor.backupPrompt': ['Ingresa uno de tus códigos de respaldo de 8 caracteres.'],
  'twoFactor.useBackupCode': ['Usar un código de respaldo'],
  'twoFactor.useAuthenticator': ['Usar la app de autenticación'],
  'twoFactor.verify': ['Verificar'],
  'twoFactor.sendCode': ['Enviar código'],
  'twoFactor.resendCode': ['Reenviar código'],
  'twoFactor.back': ['Atrás'],
  'twoFactor.continue': ['Continuar'],
  'twoFactor.cancel': ['Cancelar'],
  'twoFactor.close': ['Cerrar'],
  'twoFactor.setUp': ['Configurar verificación en dos pasos'],
  'twoFactor.changeMethod': ['Cambiar método'],
  'twoFactor.statusLoading': ['Cargando el estado de la verificación en dos pasos'],
  'twoFactor.statusEnabled': ['La verificación en dos pasos está activada.'],
  'twoFactor.statusNotSetUp': ['La verificación en dos pasos no está configurada.'],
  'twoFactor.statusUnavailable': [
    'El estado de la verificación en dos pasos no está disponible ahora. Inténtalo más tarde.',
  ],
  'twoFactor.method': ['Método'],
  'twoFactor.bannerRequiredBody': [
    'Ahora necesitas la verificación en dos pasos para seguir usando tu cuenta.',
  ],
  'twoFactor.codeSentTo': ['Enviamos un código de 6 dígitos a ', ['email'], '.'],
  'twoFactor.resendCodeIn': ['Reenviar código en ', ['seconds'], ' s'],
  'twoFactor.daysRemaining': [
    ['days', 'plural', { one: ['Queda ', '#', ' día'], other: ['Quedan ', '#', ' días'] }],
    ' para configurar la verificación en dos pasos.',
  ],
  'twoFactor.emailVerified': ['¡Correo electrónico verificado correctamente!'],
  'twoFactor.authenticatorConfigured': ['¡App de autenticación configurada correctamente!'],
  'twoFactor.twoFactorEnabled': ['¡La verificación en dos pasos se activó correctamente!'],
  'twoFactor.twoFactorMethodUpdated': [
    '¡El método de verificación en dos pasos se actualizó correctamente!',
  ],
  'twoFactor.logOut': ['Cerrar sesión'],
  'twoFactor.waitBeforeNewCode': [
    'Espera ',
    ['seconds', 'plural', { one: ['#', ' segundo'], other: ['#', ' segundos'] }],
    ' antes de pedir un código nuevo.',
  ],
  'twoFactor.tooManyCodes': [
    'Se enviaron demasiados códigos. Vuelve a intentarlo en ',
    ['minutes', 'plural', { one: ['#', ' minuto'], other: ['#', ' minutos'] }],
    '.',
  ],
  'twoFactor.notStarted': ['Primero elige un método de verificación en dos pasos.'],
};
export default catalog;
