// The upload wizard's success step (docs/product.md "Upload wizard", "States"; the texts
// src/domain/messages/upload.ts reads back): the upload done, and a new tenant's sign-in with the
// mailed code and the password they chose. Its own area: it loads with the step. The code field,
// its notices and the resend button are `twoFactor`'s; 'Log In' is `upload`'s. Spanish terms
// follow docs/i18n.md.
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    successTitle: '{name}, your policy has been successfully uploaded!',
    successBody:
      'We will verify your policy and send it to your property management company. It is now safe to close this window.',
    // The body's first sentence alone: said when a required next step follows
    successVerify: 'We will verify your policy and send it to your property management company.',
    successNextStep: 'One more step: confirm your e-mail below to finish your account.',
    // A new tenant's sign-in
    verifyTitle: 'Sign in to your new account',
    verifyIntro: 'We sent a 6-digit code to {email}. Enter it to confirm your email and sign in.',
    verify: 'Verify and sign in',
    passwordAgain: 'Enter the password you chose',
    signInFailed: 'We could not sign you in. Please log in with your email and password.',
  },
  es: {
    successTitle: '{name}, ¡tu póliza se subió correctamente!',
    successBody:
      'Verificaremos tu póliza y la enviaremos a tu empresa administradora de la propiedad. Ya puedes cerrar esta ventana.',
    successVerify:
      'Verificaremos tu póliza y la enviaremos a tu empresa administradora de la propiedad.',
    successNextStep: 'Un paso más: confirma tu correo electrónico abajo para terminar tu cuenta.',
    verifyTitle: 'Inicia sesión en tu nueva cuenta',
    verifyIntro:
      'Enviamos un código de 6 dígitos a {email}. Ingrésalo para confirmar tu correo electrónico e iniciar sesión.',
    verify: 'Verificar e iniciar sesión',
    passwordAgain: 'Ingresa la contraseña que elegiste',
    signInFailed:
      'No pudimos iniciar tu sesión. Inicia sesión con tu correo electrónico y tu contraseña.',
  },
});
