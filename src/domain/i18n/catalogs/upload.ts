// The upload wizard's frame (docs/product.md "Upload wizard", "States", "Messages"; the texts
// src/domain/messages/upload.ts reads back): what the route's first script shows (the tab titles,
// the progress bar, step 0, the failure screen and the footer) and the few words both the account
// and the policy steps show. Each later part carries its own area (`uploadAccount`,
// `uploadPolicy`, `uploadDone`), loaded when it is reached; the field errors are `validation`'s.
// Spanish terms follow docs/i18n.md.
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    // The browser tab's title on each step, and the headings that share it
    step0Title: 'Send your proof of insurance',
    findAccountTitle: 'Find your resident account',
    policyInfo: 'Your policy',
    reviewTitle: 'Review your upload',
    // The progress bar, the footer and a step the wizard does not know
    progress: 'Upload progress',
    progressStep: 'Step {step} of {total}',
    resetForm: 'Reset the form',
    contactUs: 'contact us',
    unknownStep: 'An unknown error has occurred. Please refresh and try again.',
    // Step 0: the management company as Interested Party at its mailing address
    interestedPartyExplanation:
      'Your property management company must be listed as Interested Party on your policy, with the mailing address set to {mailingAddress}. Please check your declarations page before you upload it.',
    notAcceptedWarning:
      'If the Interested Party is not listed this way, your policy may not be accepted.',
    uploadPdf: 'Upload PDF',
    // The failure screen ({email} is the support mailbox, shown as a link)
    somethingWentWrong: 'Something went wrong.',
    uploadError: 'An error occurred while uploading your policy.',
    supportContact: 'Please contact us at {email} or {phone}.',
    sendPolicy: 'Please email your policy to {email} and we will add it for you.',
    // Shown by the account step's lookup and the review step (a 409), with their labels
    userExists: 'A user already exists with this email. Please login to your account.',
    logIn: 'Log In',
    email: 'Email',
    firstName: 'First Name',
    lastName: 'Last Name',
    address: 'Address',
    managementCompany: 'Management Company',
  },
  es: {
    step0Title: 'Envía tu comprobante de seguro',
    findAccountTitle: 'Busca tu cuenta de inquilino',
    policyInfo: 'Tu póliza',
    reviewTitle: 'Revisa lo que vas a subir',
    progress: 'Progreso de la carga',
    progressStep: 'Paso {step} de {total}',
    resetForm: 'Reiniciar el formulario',
    contactUs: 'contáctanos',
    unknownStep: 'Ocurrió un error desconocido. Actualiza la página e inténtalo de nuevo.',
    interestedPartyExplanation:
      'Tu empresa administradora de la propiedad debe figurar como parte interesada en tu póliza, con la dirección postal {mailingAddress}. Revisa tu página de declaraciones antes de subirla.',
    notAcceptedWarning:
      'Si la parte interesada no figura de esta forma, es posible que tu póliza no sea aceptada.',
    uploadPdf: 'Subir PDF',
    somethingWentWrong: 'Algo salió mal.',
    uploadError: 'Ocurrió un error al subir tu póliza.',
    supportContact: 'Contáctanos en {email} o al {phone}.',
    sendPolicy: 'Envía tu póliza por correo electrónico a {email} y la agregaremos por ti.',
    userExists: 'Ya existe un usuario con este correo electrónico. Inicia sesión en tu cuenta.',
    logIn: 'Iniciar sesión',
    email: 'Correo electrónico',
    firstName: 'Nombre',
    lastName: 'Apellido',
    address: 'Dirección',
    managementCompany: 'Empresa administradora',
  },
});
