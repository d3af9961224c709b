/* eslint-disable */
// Generated from src/domain/i18n/catalogs/coverage.ts by `npm run codegen`. Do not edit.
import type { CompiledCatalog } from '../../texts';

const catalog: CompiledCatalog = {
  'coverage.waterBackup': ['Reflujo de agua'],
  'coverage.petDamage': ['Daños por mascotas'],
  'coverage.bedBug': ['Chinches'],
  'coverage.equipment': ['Electrónicos y alimentos echados a perder'],
  'coverage.earthquake': ['Terremoto'],
  'coverage.identityFraud': ['Robo de identidad'],
  'coverage.waterDamageLiability': ['Responsabilidad civil por daños por agua'],
  'coverage.floodIncluded': ['Inundación'],
  'coverage.hurricaneDeductible': ['Deducible por huracán'],
  'coverage.isMasonryConstruction': ['Construcción de mampostería'],
  'coverage.internetCredit': ['Descuento por compra en línea'],
  'coverage.lossFreeCredit': ['Descuento por no tener siniestros'],
  'coverage.unknownCoverage': ['Cobertura adicional'],
  'coverage.waterBackupText': [
    'Cubre hasta ',
    ['limit'],
    ' por daños a tus pertenencias causados por agua que se regresa por el drenaje o una coladera, o que se desborda de una bomba de sumidero.',
  ],
  'coverage.waterBackupSameText': [
    'Cubre hasta ',
    ['limit'],
    ', lo mismo que tus bienes personales, por daños a tus pertenencias causados por agua que se regresa por el drenaje o una coladera, o que se desborda de una bomba de sumidero.',
  ],
  'coverage.petDamageText': [
    'Cubre hasta ',
    ['limit'],
    ' por los daños que tu mascota cause a la vivienda que rentas, como pisos rayados o alfombras mordidas.',
  ],
  'coverage.bedBugText': [
    'Cubre hasta ',
    ['limit'],
    ' por una plaga de chinches, con hasta ',
    ['subLimit'],
    ' para cada uno de estos gastos: eliminarlas, los daños a los bienes de otras personas y la pérdida de uso mientras no puedas vivir en tu casa.',
  ],
  'coverage.equipmentText': [
    'Falla de equipos: cubre tus electrónicos y electrodomésticos cuando se descomponen por una subida de voltaje o una falla eléctrica o mecánica, y hasta ',
    ['limit'],
    ' por los alimentos que se echen a perder cuando tu refrigerador o congelador se descomponga o se quede sin luz.',
  ],
  'coverage.earthquakeText': [
    'Cubre hasta ',
    ['limit'],
    ' por daños a tus pertenencias causados por un terremoto.',
  ],
  'coverage.identityFraudText': [
    'Cubre hasta ',
    ['limit'],
    ' de los gastos para recuperar tu identidad si alguien te la roba.',
  ],
  'coverage.waterDamageLiabilityText': [
    'Paga los daños por agua que causes sin querer al edificio de tu arrendador o a la casa de un vecino, por ejemplo si se desborda la tina, hasta tu límite de responsabilidad civil.',
  ],
  'coverage.waterDamageLiabilityLimitText': [
    'Paga los daños por agua que causes sin querer al edificio de tu arrendador o a la casa de un vecino, por ejemplo si se desborda la tina, hasta tu límite de responsabilidad civil (',
    ['limit'],
    ').',
  ],
  'coverage.floodText': [
    'Cubre tus pertenencias contra inundaciones, como el agua que sube desde afuera, hasta tu límite de bienes personales.',
  ],
  'coverage.floodLimitText': [
    'Cubre tus pertenencias contra inundaciones, como el agua que sube desde afuera, hasta tu límite de bienes personales (',
    ['limit'],
    ').',
  ],
  'coverage.hurricaneDeductibleText': [
    'Los daños por huracán tienen su propio deducible: pagas los primeros ',
    ['deductible'],
    ' de un reclamo por huracán, en lugar de tu deducible normal.',
  ],
  'coverage.isMasonryConstructionText': [
    'Actívalo si el edificio es de ladrillo o piedra (mampostería) y no de madera. Cambia tu precio, no tu cobertura.',
  ],
  'coverage.internetCreditText': [
    'Un descuento por comprar tu póliza en línea. Tu cobertura no cambia.',
  ],
  'coverage.lossFreeCreditText': [
    'Un descuento si no has tenido pérdidas ni reclamos de seguro en los últimos 3 años. Tu cobertura no cambia.',
  ],
  'coverage.youPayFirst': ['Tú pagas los primeros ', ['amount'], '.'],
  'coverage.upTo': [['name'], ': hasta ', ['limit']],
  'coverage.withDeductible': [['name'], ': ', ['deductible']],
};
export default catalog;
