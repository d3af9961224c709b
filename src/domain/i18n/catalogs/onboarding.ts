// The onboarding flow (docs/product.md "Onboarding flow", "Second-policy page", "Messages"): its
// frame (tab titles, menu, restart and leave questions), its step titles and buttons, the first
// step's form and the flow's errors. Spanish terms follow docs/i18n.md's glossary.
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    // The browser tab's title on each step
    tabUserInfo: 'Get a Quote',
    tabAddress: 'Your Address',
    tabFoundProperty: 'Your Property',
    tabUnderwriting: 'A Few Questions',
    tabQuote: 'Your Quote',
    tabPaymentOptions: 'Payment Options',
    tabAdditionalInsured: 'Others on Your Policy',
    tabAdditionalInterest: 'Interested Party',
    tabCheckout: 'Checkout',
    tabReview: 'Review',
    tabThankYou: 'Thank You',
    tabAccountCreation: 'Create Your Account',
    tabActivePolicy: 'You Already Have a Policy',
    // docs/product.md "Onboarding flow" step titles and buttons
    userInfo: 'We will get you an awesome quote, often in a minute or less!',
    letsGo: "Let's Go",
    logIn: 'Log In',
    address: 'Hey {name}! Enter the address you want coverage at.',
    foundProperty: "It looks like we've partnered with your property management company",
    managerLogo: '{manager} logo',
    continue: 'Continue',
    underwriting: 'Please answer the following questions to help us get you a quote.',
    paymentOptions: 'Choose your payment option',
    checkout: 'Checkout',
    reviewDetails: 'Review Details',
    review: 'Review Your Renters Insurance',
    purchase: 'Purchase',
    thankYou: 'Thanks for choosing the product!',
    accountCreation: 'Create an account to access your coverage details',
    createAccount: 'Create Account',
    // The side menu
    menu: 'Onboarding menu',
    home: 'Home',
    faq: 'FAQ',
    blog: 'Blog',
    restart: 'Restart',
    help: 'Get help',
    cancel: 'Cancel',
    // The first step's form
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    confirmEmail: 'Confirm Email',
    phone: 'Phone',
    raaName: 'Renters Association of America',
    onItsWay: 'This part of the portal is on its way and will be available soon.',
    // docs/product.md "Messages" the flow's errors and questions
    generic:
      'There was an error processing your request. Please try again or contact support if the issue persists.',
    emailExists: 'An account with this email already exists. Please log in to continue.',
    missingQuote:
      'There was an error processing your quote. Please try again or contact support if the issue persists.',
    missingToken:
      'There was an error processing your payment. Please try again or contact support if the issue persists.',
    missingPolicy:
      'There was an error processing your policy. Please try again or contact support if the issue persists.',
    accountCreationFailed:
      'There was an error creating your account. Please try again or contact support if the issue persists.',
    issueFailedTitle: 'Error',
    unknownError: 'An unknown error occurred.',
    pendingTransaction:
      'Oops, it looks like there is already a pending transaction for your email address. To protect you from being charged a second time, we have paused new transactions for 24 hours.',
    secondPolicyFailure:
      'Uh oh!  Something went wrong on our end.  Please try again or email us at {email}.',
    secondPolicyTitle: 'Wait a minute, {name}',
    viewYourAccount: 'View Your Account',
    ok: 'Ok',
    restartTitle: 'Are you sure you want to restart?',
    restartBody: 'This will clear your answers and start at the beginning.',
    startOver: 'Start Over',
    leaveGuard: 'Are you sure you want to leave this page? You will have to start over.',
    // docs/product.md "Messages" quote texts
    unableToQuote: "Sorry, we're unable to provide a quote at this time.",
    quoteError: 'There was an error getting your quote, please try again later.',
    managerRequires300kNotQualified:
      'Unable to provide a quote for this address. The property manager requires $300,000 liability coverage, but you do not qualify for this amount.',
    unable300k: 'Unable to provide $300,000 liability coverage for this address.',
    liabilityRequirementsError:
      'There was an error processing the liability requirements. Please try again or contact support.',
    notQualified300k:
      "Based on your answers, you don't qualify for $300,000 in liability coverage.",
    liabilityRestrictionTitle: 'Liability Coverage Restriction',
    questionnaireNotFound: 'Questionnaire not found',
    invalidAmount: 'Invalid Amount!',
    mostPopular: 'Most Popular',
    leave: 'Leave',
    stay: 'Stay',
  },
  es: {
    tabUserInfo: 'Cotizar',
    tabAddress: 'Tu dirección',
    tabFoundProperty: 'Tu propiedad',
    tabUnderwriting: 'Unas preguntas',
    tabQuote: 'Tu cotización',
    tabPaymentOptions: 'Opciones de pago',
    tabAdditionalInsured: 'Otras personas en tu póliza',
    tabAdditionalInterest: 'Parte interesada',
    tabCheckout: 'Pago',
    tabReview: 'Revisión',
    tabThankYou: 'Gracias',
    tabAccountCreation: 'Crea tu cuenta',
    tabActivePolicy: 'Ya tienes una póliza',
    userInfo: '¡Te conseguiremos una excelente cotización, muchas veces en un minuto o menos!',
    letsGo: 'Empecemos',
    logIn: 'Iniciar sesión',
    address: '¡Hola, {name}! Ingresa la dirección que quieres asegurar.',
    foundProperty: 'Parece que trabajamos con la empresa que administra tu propiedad',
    managerLogo: 'Logotipo de {manager}',
    continue: 'Continuar',
    underwriting: 'Responde las siguientes preguntas para ayudarnos a cotizar tu seguro.',
    paymentOptions: 'Elige tu forma de pago',
    checkout: 'Pago',
    reviewDetails: 'Revisar los detalles',
    review: 'Revisa tu seguro para inquilinos',
    purchase: 'Comprar',
    thankYou: '¡Gracias por elegir the product!',
    accountCreation: 'Crea una cuenta para consultar los detalles de tu cobertura',
    createAccount: 'Crear cuenta',
    menu: 'Menú de la cotización',
    home: 'Inicio',
    faq: 'Preguntas frecuentes',
    blog: 'Blog',
    restart: 'Volver a empezar',
    help: 'Obtener ayuda',
    cancel: 'Cancelar',
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    confirmEmail: 'Confirmar correo electrónico',
    phone: 'Teléfono',
    raaName: 'Renters Association of America',
    onItsWay: 'Esta parte del portal está en camino y estará disponible pronto.',
    generic:
      'Hubo un error al procesar tu solicitud. Inténtalo de nuevo o comunícate con soporte si el problema continúa.',
    emailExists: 'Ya existe una cuenta con este correo electrónico. Inicia sesión para continuar.',
    missingQuote:
      'Hubo un error al procesar tu cotización. Inténtalo de nuevo o comunícate con soporte si el problema continúa.',
    missingToken:
      'Hubo un error al procesar tu pago. Inténtalo de nuevo o comunícate con soporte si el problema continúa.',
    missingPolicy:
      'Hubo un error al procesar tu póliza. Inténtalo de nuevo o comunícate con soporte si el problema continúa.',
    accountCreationFailed:
      'Hubo un error al crear tu cuenta. Inténtalo de nuevo o comunícate con soporte si el problema continúa.',
    issueFailedTitle: 'Error',
    unknownError: 'Ocurrió un error desconocido.',
    pendingTransaction:
      'Uy, parece que ya hay una transacción pendiente para tu correo electrónico. Para que no se te cobre dos veces, pausamos las transacciones nuevas durante 24 horas.',
    secondPolicyFailure:
      '¡Uy! Algo salió mal de nuestra parte. Inténtalo de nuevo o escríbenos a {email}.',
    secondPolicyTitle: 'Un momento, {name}',
    viewYourAccount: 'Ver tu cuenta',
    ok: 'Aceptar',
    restartTitle: '¿Seguro que quieres volver a empezar?',
    restartBody: 'Se borrarán tus respuestas y empezarás desde el principio.',
    startOver: 'Volver a empezar',
    leaveGuard: '¿Seguro que quieres salir de esta página? Tendrás que volver a empezar.',
    unableToQuote: 'Lo sentimos, no podemos darte una cotización en este momento.',
    quoteError: 'Hubo un error al obtener tu cotización. Inténtalo de nuevo más tarde.',
    managerRequires300kNotQualified:
      'No podemos cotizar esta dirección. El administrador de la propiedad exige una cobertura de responsabilidad civil de $300,000, pero no calificas para ese monto.',
    unable300k:
      'No podemos ofrecer una cobertura de responsabilidad civil de $300,000 para esta dirección.',
    liabilityRequirementsError:
      'Hubo un error al procesar los requisitos de responsabilidad civil. Inténtalo de nuevo o comunícate con soporte.',
    notQualified300k:
      'Según tus respuestas, no calificas para una cobertura de responsabilidad civil de $300,000.',
    liabilityRestrictionTitle: 'Restricción de la cobertura de responsabilidad civil',
    questionnaireNotFound: 'No se encontró el cuestionario',
    invalidAmount: '¡Monto no válido!',
    mostPopular: 'La más popular',
    leave: 'Salir',
    stay: 'Quedarme',
  },
});
