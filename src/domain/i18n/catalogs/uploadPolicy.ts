// The upload wizard's policy and review steps (docs/product.md "Upload wizard", "States",
// "Validation", "Messages"; the texts src/domain/messages/upload.ts reads back): the policy form
// with its PDF and both confirmations, the check of the document ('Interested Party Error' and what
// was found), the review and its toast. Its own area: it loads with those steps. The server answers
// a typed liability below the property's minimum with `liabilityBelowMinimum` (a phrase). The field
// errors are `validation`'s; the reasons beside each check are `uploadReasons`'. Spanish terms
// follow docs/i18n.md.
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    // The policy form
    continueTitle: "Hey {name}, let's continue!",
    startDate: 'Start Date',
    endDate: 'End Date',
    provider: 'Insurance Provider',
    policyNumber: 'Policy Number',
    liabilityCoverage: 'Liability Coverage',
    choosePdf: 'Choose PDF',
    fileChosen: 'Selected file:',
    fileAgain: 'Your file is not kept when the page reloads. Please select your PDF again.',
    confirmInterestedParty:
      'My policy lists {name} as Interested Party with the mailing address {mailingAddress}.',
    confirmLiability: 'My policy has at least {amount} in liability coverage.',
    liabilityBelowMinimum:
      'This property requires at least {minimum} of liability coverage. Your policy shows {typed}.',
    checking: 'Checking your document…',
    continue: 'Continue',
    validateError:
      'Error validating policy. Please try again or contact support if the issue persists.',
    // The 'Interested Party Error' dialog
    interestedPartyErrorTitle: 'Interested Party Error',
    doubleCheckTitle: "Hold on, let's double check something...",
    checkReasonsIntro:
      'We could not confirm everything on your policy. Ask your insurance company to change these, then upload the new declarations page:',
    checkUnreadable:
      'We could not read your policy well enough to check it. Please make sure the PDF is your declarations page.',
    cancel: 'Cancel',
    uploadAnyway: 'Upload Anyway',
    // What the check found (the dialog and the review step)
    resultTitle: 'What we found on your document',
    passed: 'What we confirmed',
    toFix: 'What needs fixing',
    unread: 'What we could not read',
    valid: 'Your document shows everything your lease requires.',
    needsReview:
      'We could not confirm everything on your document, so our team will check it by hand before it is sent to your property manager. You can continue, or upload a clearer declarations page.',
    overridden:
      'You chose to upload anyway. Our team will look at your document, but it may not be accepted until the items below are fixed.',
    // Each check's name (openapi ProofCheck.field)
    fieldInterestedParty: 'Your property manager as Interested Party',
    fieldInterestedPartyAddress: "The Interested Party's mailing address",
    fieldNamedInsured: 'Your name on the policy',
    fieldPolicyNumber: 'Policy number',
    fieldPolicyPeriod: 'Policy dates',
    fieldLiability: 'Personal liability',
    fieldInsuredLocation: 'The address you rent',
    // The review
    tenantInfo: 'Your information',
    fileName: 'File',
    password: 'Password',
    passwordHelp: 'Choose a password for your new account.',
    noPolicyFound: 'No policy found. Please try again.',
    // The toast after the upload (messages/notices.ts successMessages.insuranceUploaded)
    uploaded: 'Your insurance has been uploaded successfully!',
  },
  es: {
    continueTitle: '¡Hola, {name}! Sigamos.',
    startDate: 'Fecha de inicio',
    endDate: 'Fecha de finalización',
    provider: 'Aseguradora',
    policyNumber: 'Número de póliza',
    liabilityCoverage: 'Cobertura de responsabilidad civil',
    choosePdf: 'Elegir PDF',
    fileChosen: 'Archivo seleccionado:',
    fileAgain:
      'Tu archivo no se conserva al volver a cargar la página. Vuelve a seleccionar tu PDF.',
    confirmInterestedParty:
      'Mi póliza indica a {name} como parte interesada con la dirección postal {mailingAddress}.',
    confirmLiability: 'Mi póliza tiene al menos {amount} de cobertura de responsabilidad civil.',
    liabilityBelowMinimum:
      'Esta propiedad exige al menos {minimum} de cobertura de responsabilidad civil. Tu póliza indica {typed}.',
    checking: 'Revisando tu documento…',
    continue: 'Continuar',
    validateError:
      'Error al validar la póliza. Inténtalo de nuevo o comunícate con soporte si el problema continúa.',
    interestedPartyErrorTitle: 'Error en la parte interesada',
    doubleCheckTitle: 'Espera, revisemos algo...',
    checkReasonsIntro:
      'No pudimos confirmar todo en tu póliza. Pide a tu aseguradora que cambie lo siguiente y luego sube la nueva página de declaraciones:',
    checkUnreadable:
      'No pudimos leer tu póliza lo suficientemente bien para revisarla. Asegúrate de que el PDF sea tu página de declaraciones.',
    cancel: 'Cancelar',
    uploadAnyway: 'Subir de todos modos',
    resultTitle: 'Lo que encontramos en tu documento',
    passed: 'Lo que confirmamos',
    toFix: 'Lo que hay que corregir',
    unread: 'Lo que no pudimos leer',
    valid: 'Tu documento muestra todo lo que exige tu contrato de arrendamiento.',
    needsReview:
      'No pudimos confirmar todo en tu documento, así que nuestro equipo lo revisará a mano antes de enviarlo a tu administrador de la propiedad. Puedes continuar o subir una página de declaraciones más clara.',
    overridden:
      'Elegiste subirlo de todos modos. Nuestro equipo revisará tu documento, pero es posible que no se acepte hasta que se corrija lo que aparece abajo.',
    fieldInterestedParty: 'Tu administrador de la propiedad como parte interesada',
    fieldInterestedPartyAddress: 'La dirección postal de la parte interesada',
    fieldNamedInsured: 'Tu nombre en la póliza',
    fieldPolicyNumber: 'Número de póliza',
    fieldPolicyPeriod: 'Fechas de la póliza',
    fieldLiability: 'Responsabilidad civil personal',
    fieldInsuredLocation: 'La dirección que rentas',
    tenantInfo: 'Tus datos',
    fileName: 'Archivo',
    password: 'Contraseña',
    passwordHelp: 'Elige una contraseña para tu nueva cuenta.',
    noPolicyFound: 'No se encontró ninguna póliza. Inténtalo de nuevo.',
    uploaded: '¡Tu seguro se subió correctamente!',
  },
});
