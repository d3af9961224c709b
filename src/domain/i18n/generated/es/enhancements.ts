/* eslint-disable */
// Generated from src/domain/i18n/catalogs/enhancements.ts by `npm run codegen`. Do not edit.
import type { CompiledCatalog } from '../../texts';

const catalog: CompiledCatalog = {
  'enhancements.policyEnhancements': ['Mejoras de la póliza'],
  'enhancements.intro': [
    'Lo que incluye tu póliza, y más protección sobre la que puedes preguntarnos.',
  ],
  'enhancements.introForPolicy': [
    'Póliza ',
    ['number'],
    '. Lo que incluye tu póliza, y más protección sobre la que puedes preguntarnos.',
  ],
  'enhancements.included': ['En tu póliza'],
  'enhancements.noneIncluded': ['Tu póliza no tiene mejoras.'],
  'enhancements.available': ['No está en tu póliza'],
  'enhancements.askIntro': [
    'Estas no se pueden agregar en línea. Envíanos un mensaje y te diremos si se puede agregar alguna a tu póliza y cuánto costaría.',
  ],
  'enhancements.askToAdd': ['Preguntar por agregarla'],
  'enhancements.askToAddLabel': ['Preguntar por agregarla: ', ['title']],
  'enhancements.askMessage': [
    'Por favor, díganme si se puede agregar ',
    ['title'],
    ' a mi póliza ',
    ['number'],
    ' y cuánto costaría.',
  ],
  'enhancements.otherCoverage': [
    'Una cobertura que incluye tu póliza. Los documentos de tu póliza la describen.',
  ],
  'enhancements.otherCoverageUpTo': [
    'Una cobertura que incluye tu póliza, hasta ',
    ['limit'],
    '. Los documentos de tu póliza la describen.',
  ],
  'enhancements.partnerOffer': ['Oferta de un socio'],
  'enhancements.petHealthTitle': ['Seguro de salud para mascotas'],
  'enhancements.petHealthText': [
    'Ahorra ',
    ['percent'],
    '% en el seguro de salud para tu perro o gato con nuestro socio: consultas veterinarias, accidentes y enfermedades.',
  ],
  'enhancements.coverageExplainer': ['Lo que cubre un seguro para inquilinos'],
  'enhancements.yourCoverage': ['Tu cobertura'],
  'enhancements.whatsNotCovered': ['Lo que no está cubierto'],
  'enhancements.belongingsTitle': ['Tus pertenencias'],
  'enhancements.belongingsText': [
    'Muebles, ropa, electrónicos y otras cosas que son tuyas, si las roban o se dañan por fuego, humo, una tubería rota, viento u otro evento cubierto, en casa o fuera de ella, hasta tu límite de bienes personales.',
  ],
  'enhancements.liabilityTitle': ['Responsabilidad civil'],
  'enhancements.liabilityText': [
    'Si por accidente lastimas a alguien o dañas sus cosas, paga sus gastos y tu defensa legal, hasta tu límite de responsabilidad civil. Es la cobertura a la que se refiere la responsabilidad civil mínima de tu contrato de arrendamiento.',
  ],
  'enhancements.medicalTitle': ['Gastos médicos a terceros'],
  'enhancements.medicalText': [
    'Gastos médicos menores de un invitado que se lastima en tu casa, sin importar quién tuvo la culpa, hasta tu límite de gastos médicos.',
  ],
  'enhancements.livingTitle': ['Gastos de vivienda adicionales'],
  'enhancements.livingText': [
    'Si una pérdida cubierta hace que tu casa no se pueda habitar, los gastos extra, como un hotel y comidas, mientras se repara.',
  ],
  'enhancements.notFlood': [
    'Las inundaciones por agua que sube desde afuera, y los terremotos, a menos que tu póliza los agregue.',
  ],
  'enhancements.notBuilding': [
    'El edificio en sí (paredes, pisos, electrodomésticos empotrados): eso le corresponde al seguro de tu arrendador.',
  ],
  'enhancements.notRoommates': [
    'Las pertenencias de tus compañeros de vivienda, a menos que estén incluidos en tu póliza.',
  ],
  'enhancements.notOnPurpose': [
    'Los daños causados a propósito, y el desgaste o la falta de mantenimiento.',
  ],
  'enhancements.notVermin': [
    'Insectos y plagas, como roedores o termitas, salvo lo que cubre la mejora contra chinches.',
  ],
  'enhancements.notCar': ['Tu auto y lo que pasa en el camino (para eso está el seguro de auto).'],
};
export default catalog;
