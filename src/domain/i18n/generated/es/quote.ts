/* eslint-disable */
// Generated from src/domain/i18n/catalogs/quote.ts by `npm run codegen`. Do not edit.
import type { CompiledCatalog } from '../../texts';

const catalog: CompiledCatalog = {
  'quote.quoteTitle': ['Tu cotización'],
  'quote.belongingsLabel': ['Pertenencias (bienes personales)'],
  'quote.belongingsHelp': [
    'Lo que costaría, más o menos, reponer todo lo que tienes: muebles, ropa, electrónicos. De ',
    ['from'],
    ' a ',
    ['to'],
    ', en pasos de ',
    ['step'],
    '.',
  ],
  'quote.liabilityLegend': ['Responsabilidad civil'],
  'quote.liabilityHelp': [
    'Si alguien se lastima en tu casa o dañas sus cosas, esto paga sus gastos y tu defensa legal, hasta el monto que elijas.',
  ],
  'quote.liabilityNeedsQuestions': ['Antes, unas preguntas más'],
  'quote.deductibleLegend': ['Deducible'],
  'quote.deductibleHelp': [
    'Lo que pagas tú en un reclamo por tus pertenencias antes de que el seguro pague el resto. Un deducible más alto baja tu precio.',
  ],
  'quote.deductibleMeaning': ['Tú pagas los primeros ', ['amount'], ' de un reclamo.'],
  'quote.priceLabel': ['Tu precio'],
  'quote.perYear': [['amount'], ' / año'],
  'quote.perMonth': ['o ', ['monthly'], ' / mes (primer pago de ', ['downPayment'], ')'],
  'quote.beforeCardFee': ['Antes del cargo por tarjeta del 5%.'],
  'quote.updatingQuote': ['Actualizando tu cotización…'],
  'quote.addsPerYear': ['Suma ', ['amount'], ' al año'],
  'quote.takesOffPerYear': ['Resta ', ['amount'], ' al año'],
  'quote.noPriceChange': ['No cambia tu precio'],
  'quote.upPerYear': ['Sube ', ['amount'], ' al año'],
  'quote.downPerYear': ['Baja ', ['amount'], ' al año'],
  'quote.questionnaireTitle': ['Cobertura de responsabilidad civil de $300,000'],
  'quote.loading': ['Cargando'],
  'quote.cancel': ['Cancelar'],
  'quote.next': ['Siguiente'],
  'quote.ok': ['Aceptar'],
  'quote.qDogs': [
    '¿Alguien en tu hogar tiene o cuida un perro de una raza de la lista (Akita, Chow, Pit Bull, Rottweiler, híbrido de lobo) o un perro que haya mordido a alguien?',
  ],
  'quote.helpDogs': ['Incluye los perros que estén en la vivienda más de 30 días al año.'],
  'quote.qBusiness': ['¿Tienes en tu vivienda un negocio que visiten clientes?'],
  'quote.helpBusiness': ['Trabajar desde casa para un empleador no cuenta.'],
  'quote.qPool': [
    '¿Hay en la vivienda una alberca, un jacuzzi o un trampolín del que seas responsable?',
  ],
  'quote.qFence': ['¿Está rodeado por una cerca con candado de al menos 4 pies (1.2 m) de altura?'],
  'quote.waterBackupNotice': [
    'Illinois nos pide darte un aviso sobre la cobertura de reflujo de agua antes de que compres.',
  ],
  'quote.waterBackupNoticeLink': ['Leer el aviso de Illinois sobre el reflujo de agua'],
};
export default catalog;
