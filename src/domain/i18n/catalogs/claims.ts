// The report-a-claim page (docs/product.md "Account pages" report-a-claim): the form in steps with
// its photos and the review, the server's refusals of a photo, and the claim pages of a partner
// carrier's policy (on claim history too). The form's required-field messages are the
// `validation` catalog's; claim history's texts are `claimHistory`'s (each page carries its own).
// The claim's type and Yes/No are kept in English by the form and the API (values): these are
// their words on screen. Spanish terms follow docs/i18n.md.
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    // Photos (also the server's refusals of a photo)
    addPhotos: 'Add photos',
    photosHint: 'Photos of the damage help us settle your claim. JPEG or PNG, up to 10 MB each.',
    removePhoto: 'Remove photo',
    photoPreview: '{name} ({n})',
    tooManyPhotos: 'You can add up to 10 photos to a claim.',
    heicUnsupported:
      'HEIC photos cannot be read yet. Please set your camera to "Most Compatible" (JPEG) or send a screenshot.',
    photoUnreadable: 'This file is not a readable JPEG or PNG image.',
    photoUploadFailed: 'A photo could not be uploaded. Please try again.',
    photoNotAvailable: 'One of the photos is not available. Please add it again.',
    photoTooLarge: '{name} is larger than 10 MB. Please choose a smaller photo.',
    photoWrongType: '{name} is not a JPEG or PNG photo.',
    // The form
    submitClaim: 'Submit Claim',
    reportTitle: 'Report a Claim',
    submitting: 'Submitting your claim…',
    submitFailed: 'Your claim could not be submitted. Please try again.',
    // The toast (messages/notices.ts successMessages.claimSubmitted, word for word)
    submitted: 'Your claim has been submitted!',
    // The questions
    typeLabel: 'Type of claim',
    phoneLabel: 'Phone',
    addressLabel: 'Address where the loss happened',
    timeLabel: 'When did it happen?',
    descriptionLabel: 'How did the loss or damage occur?',
    propertyLabel: 'Describe the property damage/loss',
    payeeLabel: 'Payee',
    habitableLabel: 'Is your home habitable?',
    vacatedLabel: 'Have you vacated your home?',
    policeLabel: 'Was a police report filed?',
    additionalLabel: 'Additional details (optional)',
    typeLiability: 'Liability Claim',
    typeProperty: 'Property Claim',
    yes: 'Yes',
    no: 'No',
    // The form in steps
    step: 'Step {n} of {total}: {title}',
    stepWhat: 'What happened',
    stepDamage: 'The damage',
    stepContact: 'Contact and payment',
    stepReview: 'Check and send',
    policyLabel: 'Policy',
    next: 'Next',
    back: 'Back',
    edit: 'Edit',
    dateLabel: 'Date of the loss',
    dateHint: 'The day it happened or you found it. Not a future date.',
    dateInvalid: 'Enter the date as MM/DD/YYYY',
    dateInFuture: 'The date cannot be in the future',
    timeOfDayLabel: 'About what time? (optional)',
    timeOfDayInvalid: 'Enter a time such as 07:30 PM',
    phoneHint: 'From your account. Change it if we should call another number.',
    addressHint: "Your policy's address. Change it if the loss happened somewhere else.",
    payeeHint:
      'Who should receive the payment: usually you, the policyholder. For a liability claim it may be the person or business you damaged.',
    reviewIntro: 'Check your answers before you send the claim.',
    notGiven: 'Not given',
    photosCount: 'Photos',
    // The day and time of the loss as the review shows it (the claim sends the English)
    dateAtTime: '{date} at {time}',
    // A day without its time of day, written as the language writes days
    dateOnly: '{date}',
    timeAm: '{time} AM',
    timePm: '{time} PM',
    // A partner carrier's policy: its claims are the carrier's
    partnerTitle: 'Claims go to your insurance carrier',
    partnerReport:
      "Your policy {policy} is with our partner carrier, so you report a claim on it on the carrier's website, not here.",
    partnerHistory:
      "Your policy {policy} is with our partner carrier, so its claims and their progress are on the carrier's website, not here.",
    partnerReportButton: "Report a Claim on the Carrier's Website",
    partnerHistoryButton: "See Your Claims on the Carrier's Website",
    opensSite: 'Opens {site} in a new tab.',
    partnerNoPortal:
      'Call the claims number on your policy documents, or contact us at {email} or {phone} and we will help.',
    partnerHelp: 'Questions about a claim? Contact us at {email} or {phone}.',
  },
  es: {
    addPhotos: 'Agregar fotos',
    photosHint:
      'Las fotos de los daños nos ayudan a resolver tu reclamo. JPEG o PNG, de hasta 10 MB cada una.',
    removePhoto: 'Quitar foto',
    photoPreview: '{name} ({n})',
    tooManyPhotos: 'Puedes agregar hasta 10 fotos a un reclamo.',
    heicUnsupported:
      'Todavía no podemos leer fotos HEIC. Configura tu cámara en "Más compatible" (JPEG) o envía una captura de pantalla.',
    photoUnreadable: 'Este archivo no es una imagen JPEG o PNG legible.',
    photoUploadFailed: 'No se pudo subir una foto. Inténtalo de nuevo.',
    photoNotAvailable: 'Una de las fotos ya no está disponible. Agrégala de nuevo.',
    photoTooLarge: '{name} pesa más de 10 MB. Elige una foto más pequeña.',
    photoWrongType: '{name} no es una foto JPEG o PNG.',
    submitClaim: 'Enviar reclamo',
    reportTitle: 'Reportar un reclamo',
    submitting: 'Enviando tu reclamo…',
    submitFailed: 'No se pudo enviar tu reclamo. Inténtalo de nuevo.',
    submitted: '¡Tu reclamo fue enviado!',
    typeLabel: 'Tipo de reclamo',
    phoneLabel: 'Teléfono',
    addressLabel: 'Dirección donde ocurrió la pérdida',
    timeLabel: '¿Cuándo ocurrió?',
    descriptionLabel: '¿Cómo ocurrió la pérdida o el daño?',
    propertyLabel: 'Describe los daños o la pérdida de tus bienes',
    payeeLabel: 'Beneficiario del pago',
    habitableLabel: '¿Tu vivienda es habitable?',
    vacatedLabel: '¿Desocupaste tu vivienda?',
    policeLabel: '¿Se presentó un reporte policial?',
    additionalLabel: 'Detalles adicionales (opcional)',
    typeLiability: 'Reclamo de responsabilidad civil',
    typeProperty: 'Reclamo de bienes personales',
    yes: 'Sí',
    no: 'No',
    step: 'Paso {n} de {total}: {title}',
    stepWhat: 'Qué pasó',
    stepDamage: 'Los daños',
    stepContact: 'Contacto y pago',
    stepReview: 'Revisar y enviar',
    policyLabel: 'Póliza',
    next: 'Siguiente',
    back: 'Atrás',
    edit: 'Editar',
    dateLabel: 'Fecha de la pérdida',
    dateHint: 'El día en que ocurrió o en que lo descubriste. No puede ser una fecha futura.',
    dateInvalid: 'Ingresa la fecha como MM/DD/AAAA',
    dateInFuture: 'La fecha no puede ser futura',
    timeOfDayLabel: '¿Aproximadamente a qué hora? (opcional)',
    timeOfDayInvalid: 'Ingresa una hora como 07:30 p. m.',
    phoneHint: 'El de tu cuenta. Cámbialo si debemos llamarte a otro número.',
    addressHint: 'La dirección de tu póliza. Cámbiala si la pérdida ocurrió en otro lugar.',
    payeeHint:
      'Quién debe recibir el pago: normalmente tú, el titular de la póliza. En un reclamo de responsabilidad civil puede ser la persona o empresa a la que le causaste el daño.',
    reviewIntro: 'Revisa tus respuestas antes de enviar el reclamo.',
    notGiven: 'Sin respuesta',
    photosCount: 'Fotos',
    // "a la 1:30" but "a las 7:30": a comma reads right at any hour.
    dateAtTime: '{date}, {time}',
    dateOnly: '{date}',
    timeAm: '{time} a. m.',
    timePm: '{time} p. m.',
    partnerTitle: 'Los reclamos se presentan ante tu aseguradora',
    partnerReport:
      'Tu póliza {policy} es de nuestra aseguradora asociada, así que el reclamo se reporta en el sitio web de la aseguradora, no aquí.',
    partnerHistory:
      'Tu póliza {policy} es de nuestra aseguradora asociada, así que sus reclamos y su avance están en el sitio web de la aseguradora, no aquí.',
    partnerReportButton: 'Reportar un reclamo en el sitio web de la aseguradora',
    partnerHistoryButton: 'Ver tus reclamos en el sitio web de la aseguradora',
    opensSite: 'Abre {site} en una pestaña nueva.',
    partnerNoPortal:
      'Llama al número de reclamos que aparece en los documentos de tu póliza, o contáctanos en {email} o al {phone} y te ayudaremos.',
    partnerHelp: '¿Tienes preguntas sobre un reclamo? Contáctanos en {email} o al {phone}.',
  },
});
