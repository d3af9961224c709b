// The coverage a tenant chooses and holds, in words (docs/product.md "Limits" coverage copy,
// "Dashboard" Policy Enhancements, "States" manager minimums): the optional coverages' names and
// what each pays for (domain/coverage/enhancementTable). One catalog for every screen that names a
// coverage, so the quote, the review, the dashboard and the PDFs say the same. Amounts are values,
// written as the product writes money. The quote step's own words are the `quote` catalog's, the
// lease's requirements the `lease` catalog's.
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    // The optional coverages' names, the same on every screen, PDF and mail
    waterBackup: 'Water Backup',
    petDamage: 'Pet Damage',
    bedBug: 'Bed Bug',
    equipment: 'Electronics and Food Spoilage',
    earthquake: 'Earthquake',
    identityFraud: 'Identity Fraud',
    waterDamageLiability: 'Water Damage Liability',
    floodIncluded: 'Flood',
    hurricaneDeductible: 'Hurricane Deductible',
    isMasonryConstruction: 'Masonry Construction',
    internetCredit: 'Internet Credit',
    lossFreeCredit: 'Loss Free Credit',
    unknownCoverage: 'Additional coverage',
    // What each pays for, with its limit and deductible
    waterBackupText:
      'Covers up to {limit} for damage to your belongings from water that backs up through a sewer or drain, or overflows from a sump pump.',
    waterBackupSameText:
      'Covers up to {limit}, the same as your personal property, for damage to your belongings from water that backs up through a sewer or drain, or overflows from a sump pump.',
    petDamageText:
      'Covers up to {limit} for damage your pet causes to your rental home, such as scratched floors or chewed carpet.',
    bedBugText:
      "Covers up to {limit} for a bed bug infestation, with up to {subLimit} each for getting rid of them, damage to other people's property, and loss of use while your home can't be lived in.",
    equipmentText:
      'Equipment breakdown: covers your electronics and appliances when they break down from a power surge or an electrical or mechanical failure, and up to {limit} for food that spoils when your refrigerator or freezer breaks down or loses power.',
    earthquakeText: 'Covers up to {limit} for damage to your belongings from an earthquake.',
    identityFraudText:
      'Covers up to {limit} of the costs of restoring your identity if someone steals it.',
    waterDamageLiabilityText:
      "Pays for water damage you accidentally cause to your landlord's building or a neighbor's home, such as from an overflowing bathtub, up to your liability limit.",
    waterDamageLiabilityLimitText:
      "Pays for water damage you accidentally cause to your landlord's building or a neighbor's home, such as from an overflowing bathtub, up to your liability limit ({limit}).",
    floodText:
      'Covers your belongings against flood, such as rising water from outside, up to your personal property limit.',
    floodLimitText:
      'Covers your belongings against flood, such as rising water from outside, up to your personal property limit ({limit}).',
    hurricaneDeductibleText:
      'Hurricane damage gets its own deductible: you pay the first {deductible} of a hurricane claim, instead of your usual deductible.',
    isMasonryConstructionText:
      'Turn on if the building is made of brick or stone (masonry) rather than wood. It changes your price, not your coverage.',
    internetCreditText: 'A discount for buying your policy online. Your coverage stays the same.',
    lossFreeCreditText:
      'A discount if you have had no insurance losses or claims in the past 3 years. Your coverage stays the same.',
    youPayFirst: 'You pay the first {amount}.',
    // One line per coverage a policy carries ('Water Backup: up to $5,000')
    upTo: '{name}: up to {limit}',
    withDeductible: '{name}: {deductible}',
  },
  es: {
    waterBackup: 'Reflujo de agua',
    petDamage: 'Daños por mascotas',
    bedBug: 'Chinches',
    equipment: 'Electrónicos y alimentos echados a perder',
    earthquake: 'Terremoto',
    identityFraud: 'Robo de identidad',
    waterDamageLiability: 'Responsabilidad civil por daños por agua',
    floodIncluded: 'Inundación',
    hurricaneDeductible: 'Deducible por huracán',
    isMasonryConstruction: 'Construcción de mampostería',
    internetCredit: 'Descuento por compra en línea',
    lossFreeCredit: 'Descuento por no tener siniestros',
    unknownCoverage: 'Cobertura adicional',
    waterBackupText:
      'Cubre hasta {limit} por daños a tus pertenencias causados por agua que se regresa por el drenaje o una coladera, o que se desborda de una bomba de sumidero.',
    waterBackupSameText:
      'Cubre hasta {limit}, lo mismo que tus bienes personales, por daños a tus pertenencias causados por agua que se regresa por el drenaje o una coladera, o que se desborda de una bomba de sumidero.',
    petDamageText:
      'Cubre hasta {limit} por los daños que tu mascota cause a la vivienda que rentas, como pisos rayados o alfombras mordidas.',
    bedBugText:
      'Cubre hasta {limit} por una plaga de chinches, con hasta {subLimit} para cada uno de estos gastos: eliminarlas, los daños a los bienes de otras personas y la pérdida de uso mientras no puedas vivir en tu casa.',
    equipmentText:
      'Falla de equipos: cubre tus electrónicos y electrodomésticos cuando se descomponen por una subida de voltaje o una falla eléctrica o mecánica, y hasta {limit} por los alimentos que se echen a perder cuando tu refrigerador o congelador se descomponga o se quede sin luz.',
    earthquakeText: 'Cubre hasta {limit} por daños a tus pertenencias causados por un terremoto.',
    identityFraudText:
      'Cubre hasta {limit} de los gastos para recuperar tu identidad si alguien te la roba.',
    waterDamageLiabilityText:
      'Paga los daños por agua que causes sin querer al edificio de tu arrendador o a la casa de un vecino, por ejemplo si se desborda la tina, hasta tu límite de responsabilidad civil.',
    waterDamageLiabilityLimitText:
      'Paga los daños por agua que causes sin querer al edificio de tu arrendador o a la casa de un vecino, por ejemplo si se desborda la tina, hasta tu límite de responsabilidad civil ({limit}).',
    floodText:
      'Cubre tus pertenencias contra inundaciones, como el agua que sube desde afuera, hasta tu límite de bienes personales.',
    floodLimitText:
      'Cubre tus pertenencias contra inundaciones, como el agua que sube desde afuera, hasta tu límite de bienes personales ({limit}).',
    hurricaneDeductibleText:
      'Los daños por huracán tienen su propio deducible: pagas los primeros {deductible} de un reclamo por huracán, en lugar de tu deducible normal.',
    isMasonryConstructionText:
      'Actívalo si el edificio es de ladrillo o piedra (mampostería) y no de madera. Cambia tu precio, no tu cobertura.',
    internetCreditText: 'Un descuento por comprar tu póliza en línea. Tu cobertura no cambia.',
    lossFreeCreditText:
      'Un descuento si no has tenido pérdidas ni reclamos de seguro en los últimos 3 años. Tu cobertura no cambia.',
    youPayFirst: 'Tú pagas los primeros {amount}.',
    upTo: '{name}: hasta {limit}',
    withDeductible: '{name}: {deductible}',
  },
});
