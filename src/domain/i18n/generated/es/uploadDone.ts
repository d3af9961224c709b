/* eslint-disable */
// Generated from src/domain/i18n/catalogs/uploadDone.ts by `npm run codegen`. Do not edit.
import type { CompiledCatalog } from '../../texts';

const catalog: CompiledCatalog = {
  'uploadDone.successTitle': [['name'], ', ¡tu póliza se subió correctamente!'],
  'uploadDone.successBody': [
    'Verificaremos tu póliza y la enviaremos a tu empresa administradora de la propiedad. Ya puedes cerrar esta ventana.',
  ],
  'uploadDone.successVerify': [
    'Verificaremos tu póliza y la enviaremos a tu empresa administradora de la propiedad.',
  ],
  'uploadDone.successNextStep': [
    'Un paso más: confirma tu correo electrónico abajo para terminar tu cuenta.',
  ],
  'uploadDone.verifyTitle': ['Inicia sesión en tu nueva cuenta'],
  'uploadDone.verifyIntro': [
    'Enviamos un código de 6 dígitos a ',
    ['email'],
    '. Ingrésalo para confirmar tu correo electrónico e iniciar sesión.',
  ],
  'uploadDone.verify': ['Verificar e iniciar sesión'],
  'uploadDone.passwordAgain': ['Ingresa la contraseña que elegiste'],
  'uploadDone.signInFailed': [
    'No pudimos iniciar tu sesión. Inicia sesión con tu correo electrónico y tu contraseña.',
  ],
};
export default catalog;
