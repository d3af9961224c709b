// After the purchase (docs/product.md "Onboarding flow" steps 11-13, "Second-policy page",
// "Screens and routes" /raa): the thank-you step with what happens next, the account's creation,
// the second-policy page with its contact form and the pending-transaction pause, the /raa
// association's checkbox and welcome, and the purchase's alerts' button. The flow's titles and
// errors are the `onboarding` catalog's, the password form's labels the `session` catalog's.
// Spanish terms follow docs/i18n.md's glossary.
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    // Step 11, thank you: the issued policy and the way on
    yourPolicy: 'Your policy',
    policyNumber: 'Policy Number',
    effectiveDate: 'Effective Date',
    expirationDate: 'Expiration Date',
    amountCharged: 'Amount Charged',
    createAccount: 'Create Your Account',
    createAccountWhy:
      'Create your account to see your policy, download your proof of insurance and manage your payments.',
    logInWhy: 'Log in to see your new policy on your dashboard.',
    dashboardWhy: 'Your new policy is on your dashboard.',
    goToDashboard: 'Go to Your Dashboard',
    downloadApplication: 'Download your application (PDF)',
    // Step 11, what happens next
    nextStepsTitle: 'What happens next',
    checkMailTitle: 'Check your e-mail',
    checkMail: 'We sent a confirmation to {email}, with your application attached.',
    managerTitle: 'Your property manager is told',
    managerTold:
      "{company} receives your proof of insurance by e-mail, so you don't need to send it.",
    managerNotPartnered:
      'If your lease requires renters insurance, send your landlord your proof of insurance (see the next step).',
    proofTitle: 'Download your proof of insurance',
    proofWhere:
      'Log in and open Your Policies on your dashboard: your proof of insurance (evidence of insurance, a PDF) is there to download once the policy shows.',
    // Step 12, account creation: the password is set but the sign-in did not follow
    accountCreated: 'Your account has been created. Please log in to continue.',
    // Step 13, the second-policy page
    autoRenewsOn: 'auto-renews on {date}',
    policyCard: 'Policy: auto-renews on {date}',
    managementNotified: '{company} will be notified that you are insured at {address}.',
    contactTitle: 'Need to change something? Send us a message',
    reasonLabel: 'Reason',
    messageLabel: 'Message (optional)',
    send: 'Send',
    messageSentTitle: 'Thank you!',
    messageSentBody: 'Your message has been sent. We will get back to you as soon as possible.',
    supportContact: 'Questions? Contact us at {email} or {phone}.',
    backToDashboard: 'Back to Dashboard',
    // The contact form's reasons, by the English the server records (SECOND_POLICY_REASONS)
    reasonAddressChange: 'Address Change/Update',
    reasonCoverages: 'Update policy coverages',
    reasonNoActivePolicy: "I don't have an active policy",
    reasonOther: 'Other',
    // /raa, the renters association
    raaAgreement: 'I agree to join the Renters Association of America and accept its terms',
    raaJoined: 'Welcome to the Renters Association of America! Your coupons are in the menu.',
    // The purchase's alerts ('Payment Error', 'Error')
    ok: 'OK',
  },
  es: {
    yourPolicy: 'Tu póliza',
    policyNumber: 'Número de póliza',
    effectiveDate: 'Fecha de inicio de vigencia',
    expirationDate: 'Fecha de vencimiento',
    amountCharged: 'Monto cobrado',
    createAccount: 'Crea tu cuenta',
    createAccountWhy:
      'Crea tu cuenta para ver tu póliza, descargar tu comprobante de seguro y administrar tus pagos.',
    logInWhy: 'Inicia sesión para ver tu nueva póliza en tu panel.',
    dashboardWhy: 'Tu nueva póliza está en tu panel.',
    goToDashboard: 'Ir a tu panel',
    downloadApplication: 'Descarga tu solicitud (PDF en inglés)',
    nextStepsTitle: 'Qué sigue',
    checkMailTitle: 'Revisa tu correo electrónico',
    checkMail: 'Enviamos una confirmación a {email}, con tu solicitud adjunta.',
    managerTitle: 'Le avisamos al administrador de tu propiedad',
    managerTold:
      '{company} recibe tu comprobante de seguro por correo electrónico, así que no necesitas enviarlo.',
    managerNotPartnered:
      'Si tu contrato de arrendamiento exige un seguro para inquilinos, envíale tu comprobante de seguro a tu arrendador (consulta el siguiente paso).',
    proofTitle: 'Descarga tu comprobante de seguro',
    proofWhere:
      'Inicia sesión y abre Tus pólizas en tu panel: ahí puedes descargar tu comprobante de seguro (un PDF en inglés, «evidence of insurance») en cuanto aparezca la póliza.',
    accountCreated: 'Tu cuenta fue creada. Inicia sesión para continuar.',
    autoRenewsOn: 'se renueva automáticamente el {date}',
    policyCard: 'Póliza: se renueva automáticamente el {date}',
    managementNotified: 'Le avisaremos a {company} que tienes seguro en {address}.',
    contactTitle: '¿Necesitas cambiar algo? Envíanos un mensaje',
    reasonLabel: 'Motivo',
    messageLabel: 'Mensaje (opcional)',
    send: 'Enviar',
    messageSentTitle: '¡Gracias!',
    messageSentBody: 'Tu mensaje fue enviado. Te responderemos lo antes posible.',
    supportContact: '¿Tienes preguntas? Comunícate con nosotros a {email} o al {phone}.',
    backToDashboard: 'Volver al panel',
    reasonAddressChange: 'Cambio o actualización de dirección',
    reasonCoverages: 'Actualizar las coberturas de la póliza',
    reasonNoActivePolicy: 'No tengo una póliza activa',
    reasonOther: 'Otro',
    raaAgreement: 'Quiero unirme a la Renters Association of America y acepto sus términos',
    raaJoined:
      '¡Te damos la bienvenida a la Renters Association of America! Tus cupones están en el menú.',
    ok: 'Aceptar',
  },
});
