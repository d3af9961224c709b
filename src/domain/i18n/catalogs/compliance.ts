// What the dashboard says of each policy against the tenant's lease, and the lease card's own
// lines (docs/product.md "Dashboard"): the rule is domain/policies/leaseCompliance.ts, which the
// cards, their order, the lease card and the cancel dialog all ask. Amounts are values, written as
// the product writes money ($100,000); an address is the tenant's data.
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    meets: 'Meets your lease',
    // An upload we have not checked yet whose amounts meet the lease.
    meetsOnceApproved: 'Meets your lease once we approve it',
    otherAddress: 'another address',
    yourPropertyManager: 'your property manager',
    // Labels of an uploaded policy's review
    pendingReview: 'Pending review',
    pendingHelp:
      'We are checking this document. Until we approve it, it does not count for your lease.',
    failedChecks: "Didn't pass our checks",
    failedHelp:
      'Some details on this document did not match your lease. We are looking at it; you may be asked to upload a corrected one.',
    approved: 'Approved',
    // The download of an uploaded policy: the tenant's own file, never our evidence.
    uploadedDocument: 'Your uploaded document',
    // The lease card
    leaseAddress: 'Address',
    leaseDates: 'Lease dates',
    belowLiability: "Below your lease's {minimum} minimum",
    belowContents: "Below your lease's {minimum} personal property minimum",
    // A policy for another address than the lease shown beside the cards.
    elsewhere: 'Not for your lease: it covers {address}',
    belowHelp:
      'Your lease asks for at least {minimum}. Raise your cover with your insurer and upload the new declarations page, or get a quote from us.',
    // A count: two messages rather than a plural.
    otherLease: 'You have {n} other lease with us.',
    otherLeases: 'You have {n} other leases with us.',
  },
  es: {
    meets: 'Cumple con tu contrato de arrendamiento',
    meetsOnceApproved: 'Cumple con tu contrato de arrendamiento cuando la aprobemos',
    otherAddress: 'otra dirección',
    yourPropertyManager: 'tu administrador de la propiedad',
    pendingReview: 'En revisión',
    pendingHelp:
      'Estamos revisando este documento. Hasta que lo aprobemos, no cuenta para tu contrato de arrendamiento.',
    failedChecks: 'No pasó nuestras verificaciones',
    failedHelp:
      'Algunos datos de este documento no coinciden con tu contrato de arrendamiento. Lo estamos revisando; es posible que te pidamos subir uno corregido.',
    approved: 'Aprobada',
    uploadedDocument: 'Tu documento subido',
    leaseAddress: 'Dirección',
    leaseDates: 'Fechas del contrato de arrendamiento',
    belowLiability: 'Por debajo del mínimo de {minimum} de tu contrato de arrendamiento',
    belowContents:
      'Por debajo del mínimo de {minimum} en bienes personales de tu contrato de arrendamiento',
    elsewhere: 'No es para tu contrato de arrendamiento: cubre {address}',
    belowHelp:
      'Tu contrato de arrendamiento pide al menos {minimum}. Aumenta tu cobertura con tu aseguradora y sube la nueva página de declaraciones, o pide una cotización con nosotros.',
    otherLease: 'Tienes {n} contrato de arrendamiento más con nosotros.',
    otherLeases: 'Tienes {n} contratos de arrendamiento más con nosotros.',
  },
});
