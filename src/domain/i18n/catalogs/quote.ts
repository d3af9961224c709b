// The quote step (docs/product.md "Onboarding flow" step 5): its choices in plain words, the
// price bar and what each optional coverage adds, the carrier's 300,000 liability questionnaire,
// and Illinois' water backup notice on the review. The coverages' names and lines are the
// `coverage` catalog's.
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    quoteTitle: 'Your quote',
    belongingsLabel: 'Belongings (personal property)',
    belongingsHelp:
      'About what it would cost to replace everything you own: furniture, clothes, electronics. {from} to {to}, in steps of {step}.',
    liabilityLegend: 'Liability',
    liabilityHelp:
      'If someone is hurt at your home, or you damage their things, this pays their costs and your legal defense, up to the amount you choose.',
    liabilityNeedsQuestions: 'A few extra questions first',
    deductibleLegend: 'Deductible',
    deductibleHelp:
      'What you pay yourself on a claim for your belongings before the insurance pays the rest. A higher deductible lowers your price.',
    deductibleMeaning: 'You pay the first {amount} of a claim.',
    // The price bar and each optional coverage's price
    priceLabel: 'Your price',
    perYear: '{amount} / year',
    perMonth: 'or {monthly} / month (first payment {downPayment})',
    beforeCardFee: 'Before the 5% card fee.',
    updatingQuote: 'Updating your quote…',
    addsPerYear: 'Adds {amount} a year',
    takesOffPerYear: 'Takes {amount} a year off',
    noPriceChange: 'No change to your price',
    upPerYear: 'Up {amount} a year',
    downPerYear: 'Down {amount} a year',
    // The carrier's 300,000 liability questionnaire
    questionnaireTitle: '$300,000 Liability Coverage',
    loading: 'Loading',
    cancel: 'Cancel',
    next: 'Next',
    ok: 'OK',
    // The carrier's questions, as its sandbox words them (translated by their English wording: a
    // carrier that rewords one shows its own English until the catalog has it)
    qDogs:
      'Does anyone in the household own or keep a dog of a listed breed (Akita, Chow, Pit Bull, Rottweiler, wolf hybrid) or a dog that has bitten someone?',
    helpDogs: 'Include dogs kept at the home for more than 30 days a year.',
    qBusiness: 'Do you run a business from the home that customers or clients visit?',
    helpBusiness: 'Working from home for an employer does not count.',
    qPool:
      'Is there a swimming pool, hot tub or trampoline at the home that you are responsible for?',
    qFence: 'Is it enclosed by a locked fence at least 4 feet high?',
    // Illinois' water backup notice on the review
    waterBackupNotice:
      'Illinois asks us to give you a notice about water backup coverage before you buy.',
    waterBackupNoticeLink: 'Read the Illinois water backup notice',
  },
  es: {
    quoteTitle: 'Tu cotización',
    belongingsLabel: 'Pertenencias (bienes personales)',
    belongingsHelp:
      'Lo que costaría, más o menos, reponer todo lo que tienes: muebles, ropa, electrónicos. De {from} a {to}, en pasos de {step}.',
    liabilityLegend: 'Responsabilidad civil',
    liabilityHelp:
      'Si alguien se lastima en tu casa o dañas sus cosas, esto paga sus gastos y tu defensa legal, hasta el monto que elijas.',
    liabilityNeedsQuestions: 'Antes, unas preguntas más',
    deductibleLegend: 'Deducible',
    deductibleHelp:
      'Lo que pagas tú en un reclamo por tus pertenencias antes de que el seguro pague el resto. Un deducible más alto baja tu precio.',
    deductibleMeaning: 'Tú pagas los primeros {amount} de un reclamo.',
    priceLabel: 'Tu precio',
    perYear: '{amount} / año',
    perMonth: 'o {monthly} / mes (primer pago de {downPayment})',
    beforeCardFee: 'Antes del cargo por tarjeta del 5%.',
    updatingQuote: 'Actualizando tu cotización…',
    addsPerYear: 'Suma {amount} al año',
    takesOffPerYear: 'Resta {amount} al año',
    noPriceChange: 'No cambia tu precio',
    upPerYear: 'Sube {amount} al año',
    downPerYear: 'Baja {amount} al año',
    questionnaireTitle: 'Cobertura de responsabilidad civil de $300,000',
    loading: 'Cargando',
    cancel: 'Cancelar',
    next: 'Siguiente',
    ok: 'Aceptar',
    qDogs:
      '¿Alguien en tu hogar tiene o cuida un perro de una raza de la lista (Akita, Chow, Pit Bull, Rottweiler, híbrido de lobo) o un perro que haya mordido a alguien?',
    helpDogs: 'Incluye los perros que estén en la vivienda más de 30 días al año.',
    qBusiness: '¿Tienes en tu vivienda un negocio que visiten clientes?',
    helpBusiness: 'Trabajar desde casa para un empleador no cuenta.',
    qPool: '¿Hay en la vivienda una alberca, un jacuzzi o un trampolín del que seas responsable?',
    qFence: '¿Está rodeado por una cerca con candado de al menos 4 pies (1.2 m) de altura?',
    waterBackupNotice:
      'Illinois nos pide darte un aviso sobre la cobertura de reflujo de agua antes de que compres.',
    waterBackupNoticeLink: 'Leer el aviso de Illinois sobre el reflujo de agua',
  },
});
