// The dashboard's Policy Enhancements and coverage explainer (docs/product.md "Dashboard",
// "Limits" pet-health offer): the section's own words, the partner offer and what a renters
// policy covers in plain words. The coverages' names and lines are the `coverage` catalog's (the
// one coverage table). Loaded with the section's chunk (dashboard-extras).
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    policyEnhancements: 'Policy Enhancements',
    intro: 'What your policy includes, and more protection you can ask us about.',
    introForPolicy:
      'Policy {number}. What your policy includes, and more protection you can ask us about.',
    included: 'On your policy',
    noneIncluded: 'Your policy has no enhancements.',
    available: 'Not on your policy',
    askIntro:
      "These can't be added online. Send us a message and we'll tell you whether one can be added to your policy and what it would cost.",
    askToAdd: 'Ask about adding it',
    askToAddLabel: 'Ask about adding it: {title}',
    // The message the tenant sends to ask (the message dialog, editable)
    askMessage:
      'Please tell me whether {title} can be added to my policy {number}, and what it would cost.',
    // A code the coverage table does not know
    otherCoverage: 'A coverage your policy includes. Your policy documents describe it.',
    otherCoverageUpTo:
      'A coverage your policy includes, up to {limit}. Your policy documents describe it.',
    partnerOffer: 'Partner offer',
    petHealthTitle: 'Pet Health Insurance',
    petHealthText:
      'Save {percent}% on pet health insurance for your dog or cat through our partner: vet visits, accidents and illness.',
    // docs/product.md "Dashboard" coverage explainer
    coverageExplainer: 'What renters insurance covers',
    yourCoverage: 'Your Coverage',
    whatsNotCovered: "What's Not Covered",
    belongingsTitle: 'Your belongings',
    belongingsText:
      'Furniture, clothes, electronics and other things you own, if they are stolen or damaged by fire, smoke, a burst pipe, wind or another covered event, at home or away, up to your personal property limit.',
    liabilityTitle: 'Liability',
    liabilityText:
      "If you accidentally injure someone or damage their property, it pays their costs and your legal defense, up to your liability limit. This is the coverage your lease's minimum liability refers to.",
    medicalTitle: 'Medical payments to others',
    medicalText:
      'Small medical bills of a guest hurt at your home, whoever was at fault, up to your medical limit.',
    livingTitle: 'Additional living expenses',
    livingText:
      "If a covered loss makes your home unlivable, extra costs such as a hotel and meals while it's repaired.",
    notFlood: 'Floods from rising water outside, and earthquakes, unless your policy adds them.',
    notBuilding:
      'The building itself (walls, floors, built-in appliances): that is your landlord’s insurance.',
    notRoommates: 'Your roommates’ belongings, unless they are listed on your policy.',
    notOnPurpose: 'Damage done on purpose, and wear and tear or lack of upkeep.',
    notVermin:
      'Insects and vermin, such as rodents or termites, except what the Bed Bug enhancement covers.',
    notCar: 'Your car and what happens on the road (that is car insurance).',
  },
  es: {
    policyEnhancements: 'Mejoras de la póliza',
    intro: 'Lo que incluye tu póliza, y más protección sobre la que puedes preguntarnos.',
    introForPolicy:
      'Póliza {number}. Lo que incluye tu póliza, y más protección sobre la que puedes preguntarnos.',
    included: 'En tu póliza',
    noneIncluded: 'Tu póliza no tiene mejoras.',
    available: 'No está en tu póliza',
    askIntro:
      'Estas no se pueden agregar en línea. Envíanos un mensaje y te diremos si se puede agregar alguna a tu póliza y cuánto costaría.',
    askToAdd: 'Preguntar por agregarla',
    askToAddLabel: 'Preguntar por agregarla: {title}',
    askMessage:
      'Por favor, díganme si se puede agregar {title} a mi póliza {number} y cuánto costaría.',
    otherCoverage: 'Una cobertura que incluye tu póliza. Los documentos de tu póliza la describen.',
    otherCoverageUpTo:
      'Una cobertura que incluye tu póliza, hasta {limit}. Los documentos de tu póliza la describen.',
    partnerOffer: 'Oferta de un socio',
    petHealthTitle: 'Seguro de salud para mascotas',
    petHealthText:
      'Ahorra {percent}% en el seguro de salud para tu perro o gato con nuestro socio: consultas veterinarias, accidentes y enfermedades.',
    coverageExplainer: 'Lo que cubre un seguro para inquilinos',
    yourCoverage: 'Tu cobertura',
    whatsNotCovered: 'Lo que no está cubierto',
    belongingsTitle: 'Tus pertenencias',
    belongingsText:
      'Muebles, ropa, electrónicos y otras cosas que son tuyas, si las roban o se dañan por fuego, humo, una tubería rota, viento u otro evento cubierto, en casa o fuera de ella, hasta tu límite de bienes personales.',
    liabilityTitle: 'Responsabilidad civil',
    liabilityText:
      'Si por accidente lastimas a alguien o dañas sus cosas, paga sus gastos y tu defensa legal, hasta tu límite de responsabilidad civil. Es la cobertura a la que se refiere la responsabilidad civil mínima de tu contrato de arrendamiento.',
    medicalTitle: 'Gastos médicos a terceros',
    medicalText:
      'Gastos médicos menores de un invitado que se lastima en tu casa, sin importar quién tuvo la culpa, hasta tu límite de gastos médicos.',
    livingTitle: 'Gastos de vivienda adicionales',
    livingText:
      'Si una pérdida cubierta hace que tu casa no se pueda habitar, los gastos extra, como un hotel y comidas, mientras se repara.',
    notFlood:
      'Las inundaciones por agua que sube desde afuera, y los terremotos, a menos que tu póliza los agregue.',
    notBuilding:
      'El edificio en sí (paredes, pisos, electrodomésticos empotrados): eso le corresponde al seguro de tu arrendador.',
    notRoommates:
      'Las pertenencias de tus compañeros de vivienda, a menos que estén incluidos en tu póliza.',
    notOnPurpose: 'Los daños causados a propósito, y el desgaste o la falta de mantenimiento.',
    notVermin:
      'Insectos y plagas, como roedores o termitas, salvo lo que cubre la mejora contra chinches.',
    notCar: 'Tu auto y lo que pasa en el camino (para eso está el seguro de auto).',
  },
});
