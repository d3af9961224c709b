/* eslint-disable */
// Generated from src/domain/i18n/catalogs/underwriting.ts by `npm run codegen`. Do not edit.
import type { CompiledCatalog } from '../../texts';

const catalog: CompiledCatalog = {
  'underwriting.loadingQuestions': ['Cargando las preguntas'],
  'underwriting.testAnswers': ['Llenar con respuestas de prueba'],
  'underwriting.qDwellingType': ['¿Qué tipo de vivienda rentas?'],
  'underwriting.qManufactured': ['¿La vivienda es prefabricada o móvil?'],
  'underwriting.qMandatory': [
    '¿Tu contrato de arrendamiento te exige tener seguro para inquilinos?',
  ],
  'underwriting.qLeaseStart': ['¿Cuándo empieza tu contrato de arrendamiento?'],
  'underwriting.qLosses': [
    '¿Tuviste pérdidas o reclamos de seguro en cualquier vivienda en los últimos 3 años?',
  ],
  'underwriting.qNumberOfLosses': ['¿Cuántas pérdidas?'],
  'underwriting.qLossDate': ['¿Cuándo ocurrió la pérdida?'],
  'underwriting.qAnimalInjury': [
    '¿Algún animal que tengas o cuides ha lastimado alguna vez a una persona o a otro animal?',
  ],
  'underwriting.qArsonFraud': [
    '¿Alguna vez te condenaron por incendio provocado o por fraude relacionado con un reclamo de seguro?',
  ],
  'underwriting.qArson': ['¿Alguna vez te condenaron por incendio provocado?'],
  'underwriting.qMasonry': ['¿El edificio es de ladrillo o piedra (mampostería)?'],
  'underwriting.qPolicyStart': ['¿Cuándo quieres que empiece tu póliza?'],
  'underwriting.qArsonFraudHelp': [
    'La ley de Rhode Island exige esta pregunta; un Sí agrega la declaración estatal sobre incendios provocados.',
  ],
  'underwriting.helpDwellingType': [
    'Elige el tipo de vivienda de la dirección que vas a asegurar.',
  ],
  'underwriting.helpManufactured': [
    'Las viviendas prefabricadas y móviles se construyen en una fábrica y se trasladan al terreno.',
  ],
  'underwriting.helpMandatory': [
    'Tu contrato de arrendamiento puede decir que debes tener seguro para inquilinos.',
  ],
  'underwriting.helpLosses': [
    'Cuenta cualquier robo, incendio, daño por agua, lesión a otra persona u otro reclamo, pagado o no.',
  ],
  'underwriting.helpNumberOfLosses': ['Cuenta cada pérdida o reclamo de los últimos 3 años.'],
  'underwriting.helpLossDate': ['El día en que ocurrió; basta con una fecha aproximada.'],
  'underwriting.helpMasonry': ['De qué están hechas las paredes exteriores del edificio.'],
  'underwriting.helpLeaseStart': ['El primer día de tu contrato de arrendamiento actual.'],
  'underwriting.helpPolicyStart': [
    'Tu póliza puede empezar mañana o después, y no antes de que empiece tu contrato de arrendamiento.',
  ],
  'underwriting.apartment': ['Apartamento/Condominio'],
  'underwriting.studentHousing': ['Vivienda estudiantil'],
  'underwriting.singleFamily': ['Casa unifamiliar'],
  'underwriting.townhouse': ['Casa adosada/Dúplex'],
  'underwriting.apartmentMeans': ['Una vivienda en un edificio con otras viviendas.'],
  'underwriting.studentHousingMeans': [
    'Una residencia estudiantil o una vivienda rentada a estudiantes.',
  ],
  'underwriting.singleFamilyMeans': ['Una casa independiente, sin paredes compartidas.'],
  'underwriting.townhouseMeans': ['Una vivienda que comparte una pared con una o dos más.'],
  'underwriting.twoOrMore': ['2 o más'],
  'underwriting.brickStone': ['Ladrillo/Piedra'],
  'underwriting.wood': ['Madera'],
  'underwriting.brickStoneMeans': [
    'Las paredes exteriores son de ladrillo, piedra o bloque de concreto.',
  ],
  'underwriting.woodMeans': ['El edificio tiene estructura de madera, a menudo con revestimiento.'],
  'underwriting.yes': ['Sí'],
  'underwriting.no': ['No'],
};
export default catalog;
