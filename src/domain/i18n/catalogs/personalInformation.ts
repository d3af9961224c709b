// docs/product.md "Account pages" personal-information (client/features/account/
// PersonalInformationScreen.tsx and its dialogs): the form's labels, its button and notices
// ('Update & Save' and 'Account updated successfully!' are docs/product.md's, "Screens and routes"
// and "Messages"; the rest ours), the language the pages and the mails are in, the 'Heads up!'
// question's body (its title is `address`'s) and the e-mail change's code. The address fields are
// `policyActions`'s, the field errors `validation`'s.
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    firstName: 'First Name',
    lastName: 'Last Name',
    phone: 'Phone',
    email: 'Email',
    billingAddress: 'Billing Address',
    updateAndSave: 'Update & Save',
    accountUpdated: 'Account updated successfully!',
    saveFailed: 'There was an error saving your information. Please try again.',
    // The language (docs/i18n.md): switched at once, and kept on the account for its mails
    language: 'Language',
    languageNote: 'These pages and the e-mails we send you are in this language.',
    // 'Heads up!' (docs/product.md "Validation"): a street without a house number
    headsUpBody:
      "The street address doesn't start with a house number. Please confirm the address is correct.",
    confirmAddress: 'Yes, save this address',
    editAddress: 'Edit address',
    // A new e-mail is proven by the code mailed to it
    emailCodeTitle: 'Confirm your new email',
    emailCodeIntro: 'We sent a 6-digit code to {email}. Your email changes once you enter it.',
    code: 'Code',
    confirm: 'Confirm',
    resendCode: 'Send a new code',
    cancel: 'Cancel',
    emailChanged: 'Email verified successfully!',
  },
  es: {
    firstName: 'Nombre',
    lastName: 'Apellido',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    billingAddress: 'Dirección de facturación',
    updateAndSave: 'Actualizar y guardar',
    accountUpdated: '¡Cuenta actualizada correctamente!',
    saveFailed: 'Hubo un error al guardar tu información. Inténtalo de nuevo.',
    language: 'Idioma',
    languageNote: 'Estas páginas y los correos que te enviamos están en este idioma.',
    headsUpBody:
      'La dirección no empieza con un número de casa. Confirma que la dirección sea correcta.',
    confirmAddress: 'Sí, guardar esta dirección',
    editAddress: 'Editar dirección',
    emailCodeTitle: 'Confirma tu nuevo correo electrónico',
    emailCodeIntro:
      'Enviamos un código de 6 dígitos a {email}. Tu correo electrónico cambia cuando lo ingreses.',
    code: 'Código',
    confirm: 'Confirmar',
    resendCode: 'Enviar un código nuevo',
    cancel: 'Cancelar',
    emailChanged: '¡Correo electrónico verificado correctamente!',
  },
});
