// `/` (docs/product.md "What the portal does"): what the product does, how it works, its price
// and insurer, and the page's footer. Spanish terms follow docs/i18n.md's glossary.
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    pageTitle: 'Renters insurance in minutes',
    heading: 'Renters insurance for the place you call home',
    intro:
      'Get a quote in a minute and buy your policy online, or upload the one you already have. We let your property manager know you are covered.',
    fromMonthly: 'From {price} a month',
    startingCoverage:
      '{personalProperty} of belongings, {liability} liability, {deductible} deductible, paid yearly by card: {yearly}, the 5% card fee included',
    getStarted: 'Get Started',
    haveAccount: 'Already have an account?',
    logIn: 'Log In',
    howItWorks: 'How it works',
    step1Title: 'Tell us where you rent',
    step1Text: 'Your address and a few questions about your home. No paperwork.',
    step2Title: 'Choose your coverage',
    step2Text:
      'See your price at once, change your belongings, liability and deductible, and pay yearly, in four payments or monthly.',
    step3Title: "You're covered",
    step3Text:
      'Your policy and proof of insurance arrive by e-mail, and we let your property manager know.',
    alreadyInsured: 'Already insured?',
    uploadText:
      "Upload your policy's declarations page. We check it and send it to your property manager for you.",
    uploadProof: 'Upload proof of insurance',
    whoInsures: 'Who insures you',
    underwriter:
      '{brand} policies are underwritten by {underwriter}. Payments are handled by our card payment provider; {brand} never stores your card number.',
    about: 'About',
    aboutUs: 'About us',
    faq: 'FAQ',
    blog: 'Blog',
    terms: 'Terms',
    contact: 'Contact',
    accessibility: 'Accessibility',
    socialMedia: 'Social media',
    copyright: '© {year} {brand}',
    facebook: 'Facebook',
    instagram: 'Instagram',
    linkedin: 'LinkedIn',
    twitter: 'X (Twitter)',
  },
  es: {
    pageTitle: 'Seguro para inquilinos en minutos',
    heading: 'Seguro para inquilinos para el lugar al que llamas hogar',
    intro:
      'Cotiza en un minuto y compra tu póliza en línea, o sube la que ya tienes. Le avisamos a tu administrador de la propiedad que estás asegurado.',
    fromMonthly: 'Desde {price} al mes',
    startingCoverage:
      '{personalProperty} en bienes personales, {liability} de responsabilidad civil, {deductible} de deducible, pago anual con tarjeta: {yearly}, con el cargo por tarjeta del 5% incluido',
    getStarted: 'Comenzar',
    haveAccount: '¿Ya tienes una cuenta?',
    logIn: 'Inicia sesión',
    howItWorks: 'Cómo funciona',
    step1Title: 'Dinos dónde rentas',
    step1Text: 'Tu dirección y unas preguntas sobre tu vivienda. Sin papeleo.',
    step2Title: 'Elige tu cobertura',
    step2Text:
      'Ve tu precio al instante, cambia tus bienes personales, tu responsabilidad civil y tu deducible, y paga anualmente, en cuatro pagos o mensualmente.',
    step3Title: 'Estás asegurado',
    step3Text:
      'Tu póliza y tu comprobante de seguro llegan por correo electrónico, y se lo avisamos a tu administrador de la propiedad.',
    alreadyInsured: '¿Ya tienes seguro?',
    uploadText:
      'Sube la página de declaraciones de tu póliza. La revisamos y se la enviamos a tu administrador de la propiedad.',
    uploadProof: 'Subir comprobante de seguro',
    whoInsures: 'Quién te asegura',
    underwriter:
      'Las pólizas de {brand} están suscritas por {underwriter}. Los pagos los procesa nuestro proveedor de pagos con tarjeta; {brand} nunca guarda el número de tu tarjeta.',
    about: 'Acerca de',
    aboutUs: 'Quiénes somos',
    faq: 'Preguntas frecuentes',
    blog: 'Blog',
    terms: 'Términos',
    contact: 'Contacto',
    accessibility: 'Accesibilidad',
    socialMedia: 'Redes sociales',
    copyright: '© {year} {brand}',
    facebook: 'Facebook',
    instagram: 'Instagram',
    linkedin: 'LinkedIn',
    twitter: 'X (antes Twitter)',
  },
});
