// The upload wizard's account step (docs/product.md "Upload wizard", "States", "Messages"; the
// texts src/domain/messages/upload.ts reads back): the e-mail lookup and its outcomes, who the
// tenant is, where they rent, and the property request dialog behind "Can't find your address?
// Click Here" (that link is the `address` area's). Its own area: it loads with the step, not with
// the route. The heading, e-mail, name and company labels are `upload`'s; the field errors
// `validation`'s. Spanish terms follow docs/i18n.md.
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    // The e-mail lookup ({link} is 'click here', which opens the contact dialog)
    findAccountIntro: 'Enter the email address your property management company has on file.',
    findAccount: 'Find account',
    accountIssue:
      'There appears to be an issue with your account. Please {link} to contact support.',
    clickHere: 'click here',
    // Who the tenant is, and where they rent
    personalTitle: 'Tell us about yourself',
    phone: 'Phone',
    next: 'Next',
    rentalTitle: 'Where do you rent?',
    unit: 'Unit',
    // The company list's answer when nothing typed matches (the words it always had)
    noCompany: 'No options',
    // The property request dialog
    contactTitle: 'Contact us about your address',
    contactIntro:
      "Tell us where you rent and who manages it, and we will add your property. We'll email you when it's ready.",
    managementCompanyName: 'Management Company Name',
    managementCompanyAddress: 'Management Company Address',
    contactSend: 'Send',
    contactSent: "Thanks! We'll add your property and email you when it's ready.",
    contactFailed: 'Your request could not be sent. Please try again.',
    close: 'Close',
  },
  es: {
    findAccountIntro:
      'Ingresa el correo electrónico que tiene registrado tu empresa administradora de la propiedad.',
    findAccount: 'Buscar cuenta',
    accountIssue:
      'Parece que hay un problema con tu cuenta. Por favor, {link} para comunicarte con soporte.',
    clickHere: 'haz clic aquí',
    personalTitle: 'Cuéntanos sobre ti',
    phone: 'Teléfono',
    next: 'Siguiente',
    rentalTitle: '¿Dónde rentas?',
    unit: 'Unidad',
    noCompany: 'Ninguna empresa coincide',
    contactTitle: 'Escríbenos sobre tu dirección',
    contactIntro:
      'Dinos dónde rentas y quién administra la propiedad, y la agregaremos. Te enviaremos un correo electrónico cuando esté lista.',
    managementCompanyName: 'Nombre de la empresa administradora',
    managementCompanyAddress: 'Dirección de la empresa administradora',
    contactSend: 'Enviar',
    contactSent:
      '¡Gracias! Agregaremos tu propiedad y te enviaremos un correo electrónico cuando esté lista.',
    contactFailed: 'No se pudo enviar tu solicitud. Inténtalo de nuevo.',
    close: 'Cerrar',
  },
});
