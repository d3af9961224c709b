// The message to support (docs/product.md "Dashboard" Send a Message, "Upload wizard" contact us,
// "Validation"): the dialog's own words beyond the policy actions' field labels (`policyActions`),
// the reasons as the tenant reads them (the subject support gets keeps the reason's English,
// domain/constants MESSAGE_REASONS), the confirmation that stays after sending, and the
// diagnostics snapshot's choice.
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    // docs/product.md "Validation": the reasons, word for word
    reasonBilling: 'Billing/Charges',
    reasonAddSomeone: 'Add Someone To My Policy',
    reasonAddress: 'Address Change/Update',
    reasonCoverages: 'Update My Policy Coverages',
    reasonOther: 'Other',
    // docs/product.md "Messages"
    messageSent: 'Your message has been sent!',
    // What stays on screen once sent (the toast lasts 1 s)
    sentTitle: 'Message sent',
    sentIntro: 'Support has your message:',
    sentMessageLabel: 'Your message',
    replyOneDay: 'We answer by e-mail to {email}, usually within one business day.',
    replyDays: 'We answer by e-mail to {email}, usually within {days} business days.',
    // The diagnostics snapshot (docs/staff.md "Diagnostics snapshots")
    attach: 'Attach a diagnostics snapshot',
    attachHint:
      'It holds your answers and this screen, so support sees what you see; never your password, codes, card or bank details or files.',
    download: 'Download the snapshot',
  },
  es: {
    reasonBilling: 'Facturación/cargos',
    reasonAddSomeone: 'Agregar a alguien a mi póliza',
    reasonAddress: 'Cambio o actualización de dirección',
    reasonCoverages: 'Actualizar las coberturas de mi póliza',
    reasonOther: 'Otro',
    messageSent: '¡Tu mensaje fue enviado!',
    sentTitle: 'Mensaje enviado',
    sentIntro: 'Soporte recibió tu mensaje:',
    sentMessageLabel: 'Tu mensaje',
    replyOneDay: 'Te respondemos por correo a {email}, por lo general en un día hábil.',
    replyDays: 'Te respondemos por correo a {email}, por lo general en {days} días hábiles.',
    attach: 'Adjuntar una captura de diagnóstico',
    attachHint:
      'Incluye tus respuestas y esta pantalla para que soporte vea lo mismo que tú; nunca tu contraseña, códigos, datos de tarjeta o de banco ni archivos.',
    download: 'Descargar la captura',
  },
});
