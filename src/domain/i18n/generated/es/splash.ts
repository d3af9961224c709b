/* eslint-disable */
// Generated from src/domain/i18n/catalogs/splash.ts by `npm run codegen`. Do not edit.
import type { CompiledCatalog } from '../../texts';

const catalog: CompiledCatalog = {
  'splash.pageTitle': ['Seguro para inquilinos en minutos'],
  'splash.heading': ['Seguro para inquilinos para el lugar al que llamas hogar'],
  'splash.intro': [
    'Cotiza en un minuto y compra tu póliza en línea, o sube la que ya tienes. Le avisamos a tu administrador de la propiedad que estás asegurado.',
  ],
  'splash.fromMonthly': ['Desde ', ['price'], ' al mes'],
  'splash.startingCoverage': [
    ['personalProperty'],
    ' en bienes personales, ',
    ['liability'],
    ' de responsabilidad civil, ',
    ['deductible'],
    ' de deducible, pago anual con tarjeta: ',
    ['yearly'],
    ', con el cargo por tarjeta del 5% incluido',
  ],
  'splash.getStarted': ['Comenzar'],
  'splash.haveAccount': ['¿Ya tienes una cuenta?'],
  'splash.logIn': ['Inicia sesión'],
  'splash.howItWorks': ['Cómo funciona'],
  'splash.step1Title': ['Dinos dónde rentas'],
  'splash.step1Text': ['Tu dirección y unas preguntas sobre tu vivienda. Sin papeleo.'],
  'splash.step2Title': ['Elige tu cobertura'],
  'splash.step2Text': [
    'Ve tu precio al instante, cambia tus bienes personales, tu responsabilidad civil y tu deducible, y paga anualmente, en cuatro pagos o mensualmente.',
  ],
  'splash.step3Title': ['Estás asegurado'],
  'splash.step3Text': [
    'Tu póliza y tu comprobante de seguro llegan por correo electrónico, y se lo avisamos a tu administrador de la propiedad.',
  ],
  'splash.alreadyInsured': ['¿Ya tienes seguro?'],
  'splash.uploadText': [
    'Sube la página de declaraciones de tu póliza. La revisamos y se la enviamos a tu administrador de la propiedad.',
  ],
  'splash.uploadProof': ['Subir comprobante de seguro'],
  'splash.whoInsures': ['Quién te asegura'],
  'splash.underwriter': [
    'Las pólizas de ',
    ['brand'],
    ' están suscritas por ',
    ['underwriter'],
    '. Los pagos los procesa nuestro proveedor de pagos con tarjeta; ',
    ['brand'],
    ' nunca guarda el número de tu tarjeta.',
  ],
  'splash.about': ['Acerca de'],
  'splash.aboutUs': ['Quiénes somos'],
  'splash.faq': ['Preguntas frecuentes'],
  'splash.blog': ['Blog'],
  'splash.terms': ['Términos'],
  'splash.contact': ['Contacto'],
  'splash.accessibility': ['Accesibilidad'],
  'splash.socialMedia': ['Redes sociales'],
  'splash.copyright': ['© ', ['year'], ' ', ['brand']],
  'splash.facebook': ['Facebook'],
  'splash.instagram': ['Instagram'],
  'splash.linkedin': ['LinkedIn'],
  'splash.twitter': ['X (antes Twitter)'],
};
export default catalog;
