/* eslint-disable */
// Generated from src/domain/i18n/catalogs/session.ts by `npm run codegen`. Do not edit.
import type { CompiledCatalog } from '../../texts';

const catalog: CompiledCatalog = {
  'session.logIn': ['Iniciar sesión'],
  'session.email': ['Correo electrónico'],
  'session.password': ['Contraseña'],
  'session.rememberMe': ['Recordarme'],
  'session.newUser': ['¿Eres nuevo?'],
  'session.forgotPassword': ['Olvidé mi contraseña'],
  'session.createYourAccount': ['Crea tu cuenta'],
  'session.fullName': ['Nombre completo'],
  'session.phone': ['Teléfono'],
  'session.confirmPassword': ['Confirmar contraseña'],
  'session.agreeTo': ['Acepto los'],
  'session.termsOfUse': ['términos de uso'],
  'session.register': ['Registrarme'],
  'session.haveAccount': ['¿Ya tienes una cuenta?'],
  'session.loginFailed': ['¡Error de autenticación!'],
  'session.unauthorized': ['Acceso no autorizado'],
  'session.registrationFailed': [
    '¡No encontramos tu correo electrónico en nuestra base de datos! Solo pueden crear una cuenta los inquilinos de propiedades administradas por el proveedor.',
  ],
  'session.welcome': ['Autenticación correcta. ¡Te damos la bienvenida, ', ['name'], '!'],
  'session.registrationNotFound': ['Este registro venció o ya se usó. Vuelve a empezar.'],
  'session.codeExpired': ['Este código venció. Pide uno nuevo.'],
  'session.tooManyWrongCodes': ['Demasiados códigos incorrectos. Vuelve a empezar.'],
  'session.emailNotVerified': [
    'Ingresa el código que enviamos a tu correo electrónico para crear tu cuenta.',
  ],
  'session.codeSentTo': [
    'Enviamos un código de 6 dígitos a ',
    ['email'],
    '. Ingrésalo para terminar de crear tu cuenta.',
  ],
  'session.startOver': ['Volver a empezar'],
};
export default catalog;
