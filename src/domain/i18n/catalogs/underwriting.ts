// The underwriting step (docs/product.md "Onboarding flow" step 4, "Limits" labels). The
// questions are the carrier's: the ones the product knows are translated by their English wording
// (a carrier that rewords one shows its own English until the catalog has it); the help, the
// options' labels and what each option means are the product's own.
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    loadingQuestions: 'Loading questions',
    testAnswers: 'Fill with test answers',
    // The carrier's questions, as its sandbox words them
    qDwellingType: 'What type of home do you rent?',
    qManufactured: 'Is the home a manufactured or mobile home?',
    qMandatory: 'Does your lease require you to carry renters insurance?',
    qLeaseStart: 'When does your lease start?',
    qLosses: 'Have you had any insurance losses or claims at any residence in the past 3 years?',
    qNumberOfLosses: 'How many losses?',
    qLossDate: 'When did the loss happen?',
    qAnimalInjury: 'Has any animal you own or keep ever injured a person or another animal?',
    qArsonFraud:
      'Have you ever been convicted of arson, or of fraud related to an insurance claim?',
    qArson: 'Have you ever been convicted of arson?',
    qMasonry: 'Is the building made of brick or stone (masonry)?',
    qPolicyStart: 'When would you like your policy to start?',
    qArsonFraudHelp:
      'Rhode Island law requires this question; a Yes adds the state arson disclosure.',
    // The help under each known question, in plain words
    helpDwellingType: 'Choose the kind of home at the address you are insuring.',
    helpManufactured: 'Manufactured and mobile homes are built in a factory and moved to the site.',
    helpMandatory: 'Your lease may say that you must have renters insurance.',
    helpLosses:
      'Count any theft, fire, water damage, injury to someone else or other claim, paid or not.',
    helpNumberOfLosses: 'Count every loss or claim in the past 3 years.',
    helpLossDate: 'The day it happened; your best guess is fine.',
    helpMasonry: 'What the outside walls of the building are made of.',
    helpLeaseStart: 'The first day of your current lease.',
    helpPolicyStart: 'Your policy can start tomorrow or later, and not before your lease starts.',
    // docs/product.md "Limits" labels and what each option means
    apartment: 'Apartment/Condo',
    studentHousing: 'Student Housing',
    singleFamily: 'Single Family Home',
    townhouse: 'Townhouse/Duplex',
    apartmentMeans: 'A home in a building with other homes.',
    studentHousingMeans: 'A dorm or a home rented to students.',
    singleFamilyMeans: 'A house on its own, with no shared walls.',
    townhouseMeans: 'A home that shares a wall with one or two others.',
    twoOrMore: '2 or more',
    brickStone: 'Brick/Stone',
    wood: 'Wood',
    brickStoneMeans: 'The outside walls are brick, stone or concrete block.',
    woodMeans: 'The building has a wood frame, often with siding.',
    yes: 'Yes',
    no: 'No',
  },
  es: {
    loadingQuestions: 'Cargando las preguntas',
    testAnswers: 'Llenar con respuestas de prueba',
    qDwellingType: '¿Qué tipo de vivienda rentas?',
    qManufactured: '¿La vivienda es prefabricada o móvil?',
    qMandatory: '¿Tu contrato de arrendamiento te exige tener seguro para inquilinos?',
    qLeaseStart: '¿Cuándo empieza tu contrato de arrendamiento?',
    qLosses: '¿Tuviste pérdidas o reclamos de seguro en cualquier vivienda en los últimos 3 años?',
    qNumberOfLosses: '¿Cuántas pérdidas?',
    qLossDate: '¿Cuándo ocurrió la pérdida?',
    qAnimalInjury:
      '¿Algún animal que tengas o cuides ha lastimado alguna vez a una persona o a otro animal?',
    qArsonFraud:
      '¿Alguna vez te condenaron por incendio provocado o por fraude relacionado con un reclamo de seguro?',
    qArson: '¿Alguna vez te condenaron por incendio provocado?',
    qMasonry: '¿El edificio es de ladrillo o piedra (mampostería)?',
    qPolicyStart: '¿Cuándo quieres que empiece tu póliza?',
    qArsonFraudHelp:
      'La ley de Rhode Island exige esta pregunta; un Sí agrega la declaración estatal sobre incendios provocados.',
    helpDwellingType: 'Elige el tipo de vivienda de la dirección que vas a asegurar.',
    helpManufactured:
      'Las viviendas prefabricadas y móviles se construyen en una fábrica y se trasladan al terreno.',
    helpMandatory:
      'Tu contrato de arrendamiento puede decir que debes tener seguro para inquilinos.',
    helpLosses:
      'Cuenta cualquier robo, incendio, daño por agua, lesión a otra persona u otro reclamo, pagado o no.',
    helpNumberOfLosses: 'Cuenta cada pérdida o reclamo de los últimos 3 años.',
    helpLossDate: 'El día en que ocurrió; basta con una fecha aproximada.',
    helpMasonry: 'De qué están hechas las paredes exteriores del edificio.',
    helpLeaseStart: 'El primer día de tu contrato de arrendamiento actual.',
    helpPolicyStart:
      'Tu póliza puede empezar mañana o después, y no antes de que empiece tu contrato de arrendamiento.',
    apartment: 'Apartamento/Condominio',
    studentHousing: 'Vivienda estudiantil',
    singleFamily: 'Casa unifamiliar',
    townhouse: 'Casa adosada/Dúplex',
    apartmentMeans: 'Una vivienda en un edificio con otras viviendas.',
    studentHousingMeans: 'Una residencia estudiantil o una vivienda rentada a estudiantes.',
    singleFamilyMeans: 'Una casa independiente, sin paredes compartidas.',
    townhouseMeans: 'Una vivienda que comparte una pared con una o dos más.',
    twoOrMore: '2 o más',
    brickStone: 'Ladrillo/Piedra',
    wood: 'Madera',
    brickStoneMeans: 'Las paredes exteriores son de ladrillo, piedra o bloque de concreto.',
    woodMeans: 'El edificio tiene estructura de madera, a menudo con revestimiento.',
    yes: 'Sí',
    no: 'No',
  },
});
