// The e-mail carrying a code (server/mail/verificationCode.ts): the sign-up's, two-factor's and a
// new e-mail address's. Sent in the tenant's language: the request's for a sign-up (no account
// yet), else the account's (docs/i18n.md "Mails").
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    subject: 'Your verification code',
    hello: 'Hello,',
    yourCodeIs: 'Your verification code is:',
    enterIt:
      'Enter it in the portal to continue. It works once and is valid for {minutes, plural, one {# minute} other {# minutes}}.',
    ignore:
      'If you did not ask for this code, you can ignore this email: nobody can sign in with it without your password. If you keep getting codes you did not ask for, change your password.',
  },
  es: {
    subject: 'Tu código de verificación',
    hello: 'Hola:',
    yourCodeIs: 'Tu código de verificación es:',
    enterIt:
      'Ingrésalo en el portal para continuar. Sirve una sola vez y es válido por {minutes, plural, one {# minuto} other {# minutos}}.',
    ignore:
      'Si no pediste este código, puedes ignorar este correo: nadie puede iniciar sesión con él sin tu contraseña. Si sigues recibiendo códigos que no pediste, cambia tu contraseña.',
  },
});
