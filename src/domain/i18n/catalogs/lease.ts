// The lease's requirements on a coverage (docs/product.md "States" manager minimums, in the
// "Messages" style; domain/quote/requirements): what the quote step, the server's refusals and the
// dashboard's lease check tell a tenant whose choice is below what the property manager requires.
// Its own area: the dashboard checks the lease at once, while the coverages' lines load later.
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    liabilityBelowMinimum: 'This property requires at least {amount} of liability coverage.',
    contentsBelowMinimum:
      'This property requires at least {amount} of coverage for your belongings.',
    waterDamageLiabilityRequired:
      'This property requires water damage liability coverage, so it stays on.',
    coverageRequired: 'This property requires {name} coverage, so it stays on.',
    liabilityNotOffered:
      'Unable to provide a quote for this address. The property manager requires {amount} liability coverage, which we cannot offer here.',
    contentsNotOffered:
      'Unable to provide a quote for this address. The property manager requires {amount} of coverage for your belongings, which we cannot offer here.',
  },
  es: {
    liabilityBelowMinimum:
      'Esta propiedad exige al menos {amount} de cobertura de responsabilidad civil.',
    contentsBelowMinimum:
      'Esta propiedad exige al menos {amount} de cobertura para tus pertenencias.',
    waterDamageLiabilityRequired:
      'Esta propiedad exige la cobertura de responsabilidad civil por daños por agua, por eso queda activada.',
    coverageRequired: 'Esta propiedad exige la cobertura {name}, por eso queda activada.',
    liabilityNotOffered:
      'No podemos darte una cotización para esta dirección. El administrador de la propiedad exige {amount} de cobertura de responsabilidad civil, que no podemos ofrecer aquí.',
    contentsNotOffered:
      'No podemos darte una cotización para esta dirección. El administrador de la propiedad exige {amount} de cobertura para tus pertenencias, que no podemos ofrecer aquí.',
  },
});
