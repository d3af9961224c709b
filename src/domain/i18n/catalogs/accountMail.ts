// The mails about the tenant's account (server/mail/accountDeletion.ts, server/mail/dataExport.ts):
// the code that confirms "Delete my account" and the link to a copy of their data. Sent in the
// account's language (docs/i18n.md "Mails").
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    hello: 'Hello,',
    hi: 'Hi {name},',
    deletionSubject: 'Your code to delete your account',
    deletionCodeIs: 'Your code to delete your account is:',
    deletionEnterIt:
      'Enter it on the Delete My Account page within {minutes, plural, one {# minute} other {# minutes}} to delete your account. Your login and personal details will be erased; the insurance records we must keep stay, without your name.',
    deletionIgnore:
      'If you did not ask to delete your account, do not share this code and change your password.',
    exportSubject: 'Your data is ready to download',
    exportReady: 'The copy of your data you asked for on {asked} is ready. Download it here:',
    exportLink: 'Download your data',
    exportUntil:
      'The link works until {until} (UTC); after that the file is deleted. It is a ZIP file with your records as JSON files, one per kind of record, and your documents: uploaded proofs of insurance, claim photos and the attachments of mail we sent you.',
    exportIgnore:
      'If you did not ask for a copy of your data, change your password and contact support.',
  },
  es: {
    hello: 'Hola:',
    hi: 'Hola, {name}:',
    deletionSubject: 'Tu código para eliminar tu cuenta',
    deletionCodeIs: 'Tu código para eliminar tu cuenta es:',
    deletionEnterIt:
      'Ingrésalo en la página Eliminar mi cuenta dentro de {minutes, plural, one {# minuto} other {# minutos}} para eliminar tu cuenta. Tu inicio de sesión y tus datos personales se borrarán; los registros de seguro que debemos conservar se quedan, sin tu nombre.',
    deletionIgnore:
      'Si no pediste eliminar tu cuenta, no compartas este código y cambia tu contraseña.',
    exportSubject: 'Tus datos están listos para descargar',
    exportReady: 'La copia de tus datos que pediste el {asked} está lista. Descárgala aquí:',
    exportLink: 'Descargar tus datos',
    exportUntil:
      'El enlace funciona hasta el {until} (UTC); después, el archivo se elimina. Es un archivo ZIP con tus registros en archivos JSON, uno por tipo de registro, y tus documentos: los comprobantes de seguro que subiste, las fotos de tus reclamos y los adjuntos de los correos que te enviamos.',
    exportIgnore:
      'Si no pediste una copia de tus datos, cambia tu contraseña y comunícate con soporte.',
  },
});
