// The signed-in dashboard's first paint (docs/product.md "Dashboard"): the greeting, the policy
// cards, the empty state, the expiring and lapsed prompts, the lease column and the evidence of
// insurance. Its English ships with the dashboard's own script, so the texts of its dialogs, its
// enhancements and its action flows are areas of their own (`dashboardDialogs`, `enhancements`,
// `policyActions`), loaded with those parts; the coverage badge's words are `policyStatus` and a
// card's line against the lease `compliance` (both shared with other screens).
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    greeting: 'Hi, {name}!',
    greetingThere: 'Hi, there!',
    // docs/product.md "Dashboard"
    yourPolicies: 'Your Policies',
    yourPoliciesAndMemberships: 'Your Policies and Memberships',
    viewMore: 'View more',
    managePolicy: 'Manage Policy',
    partneredCommunity: 'Partnered Community',
    nonPartnered: 'Non-Partnered',
    yourLease: 'Your Lease',
    notAvailable: 'N/A',
    leaseRequirements: 'Lease Requirements',
    interestedParty: 'Interested Party',
    // Refreshing (docs/product.md "Dashboard", "Limits")
    refresh: 'Refresh',
    refreshing: 'Refreshing your policies…',
    refreshed: 'Your policies are up to date.',
    pullToRefresh: 'Pull to refresh',
    releaseToRefresh: 'Release to refresh',
    viewLess: 'View less',
    // A count: two messages rather than a plural (no Lingui runtime for the page).
    morePolicy: '{n} more policy',
    morePolicies: '{n} more policies',
    // Empty state
    noPolicies: 'You have no active policies yet.',
    noPoliciesHelp:
      'Get renters insurance through us in a few minutes, or upload a policy you already have so we can send it to your property management company.',
    getQuote: 'Get a Quote',
    uploadPolicy: 'Upload Your Policy',
    // Expiring-soon prompt (an uploaded policy)
    expiringTitle: 'Your policy is expiring soon',
    expiring:
      'Your {provider} policy {number} ends on {end}. Upload your renewal, or get a quote from us so you stay covered.',
    uploadRenewal: 'Upload Your Renewal',
    // A lapse: an upload that ended with no policy after it
    lapsedTitle: 'Your policy has lapsed',
    lapsed:
      'Your {provider} policy {number} ended on {end} and we have no policy after it, so you are not covered. Upload your renewal, or get a quote from us.',
    // Card rows
    policyNumber: 'Policy number',
    policyPeriod: 'Policy period',
    insuredAddress: 'Insured address',
    liability: 'Personal liability',
    medical: 'Medical payments to others',
    contents: 'Personal property',
    deductible: 'Deductible',
    windHail: 'Wind/hail deductible',
    hurricane: 'Hurricane deductible',
    endorsements: 'Endorsements',
    noEndorsements: 'None',
    peopleCovered: 'People covered',
    spouse: '{name} (spouse or partner)',
    roommate: '{name} (roommate)',
    coverages: 'Coverages',
    pendingChange: 'A change to this policy takes effect on {date}.',
    interestedPartyOnPolicy: 'Interested party on the policy',
    ownKind: 'Our renters insurance',
    coverEnds: 'Cover ends',
    partnerTitle: 'Renters Insurance',
    partnerKind: 'Partner carrier',
    thirdPartyKind: 'Uploaded policy',
    upcomingPolicy: 'Upcoming policy ({n})',
    upcomingPolicies: 'Upcoming policies ({n})',
    // Evidence of insurance (docs/product.md "Messages")
    downloadEoi: 'Download Evidence of Insurance',
    downloading: 'Downloading…',
    eoiDownloadFailed: 'Failed to download Evidence of Insurance. Please try again.',
    // The lease column
    minimumLiability: 'Minimum liability: {amount}',
    minimumContents: 'Minimum personal property: {amount}',
    // The auto-renewal switch (docs/product.md "Dashboard", "States", "Limits" 90-day lock):
    // domain/policies/renewal.ts reads these back in English for the server's mails.
    autoRenewal: 'Auto-renewal',
    autoRenewOn: 'Your policy renews automatically on {date}.',
    autoRenewOff: 'Your policy ends on {date}.',
    lockedOn:
      'Auto-renewal is on: your policy renews on {date}. It is locked within {days} days of your renewal date; to turn it off, contact support.',
    lockedOnAt:
      'Auto-renewal is on: your policy renews on {date}. It is locked within {days} days of your renewal date; to turn it off, contact support at {email} or {phone}.',
    lockedOff:
      'Auto-renewal is off: your policy ends on {date}. It was turned off within {days} days of your renewal date; to turn it back on, contact support.',
    lockedOffAt:
      'Auto-renewal is off: your policy ends on {date}. It was turned off within {days} days of your renewal date; to turn it back on, contact support at {email} or {phone}.',
    // docs/product.md "Messages" (successMessages.policyUpdated, kept there for the other screens)
    policyUpdated: 'Policy updated successfully!',
  },
  es: {
    greeting: '¡Hola, {name}!',
    greetingThere: '¡Hola!',
    yourPolicies: 'Tus pólizas',
    yourPoliciesAndMemberships: 'Tus pólizas y membresías',
    viewMore: 'Ver más',
    managePolicy: 'Administrar póliza',
    partneredCommunity: 'Comunidad asociada',
    nonPartnered: 'No asociada',
    yourLease: 'Tu contrato de arrendamiento',
    notAvailable: 'N/D',
    leaseRequirements: 'Requisitos del contrato de arrendamiento',
    interestedParty: 'Parte interesada',
    refresh: 'Actualizar',
    refreshing: 'Actualizando tus pólizas…',
    refreshed: 'Tus pólizas están al día.',
    pullToRefresh: 'Desliza hacia abajo para actualizar',
    releaseToRefresh: 'Suelta para actualizar',
    viewLess: 'Ver menos',
    morePolicy: '{n} póliza más',
    morePolicies: '{n} pólizas más',
    noPolicies: 'Todavía no tienes pólizas activas.',
    noPoliciesHelp:
      'Contrata un seguro para inquilinos con nosotros en unos minutos, o sube una póliza que ya tengas para que podamos enviarla a la empresa que administra tu propiedad.',
    getQuote: 'Obtener una cotización',
    uploadPolicy: 'Subir tu póliza',
    expiringTitle: 'Tu póliza vence pronto',
    expiring:
      'Tu póliza {number} de {provider} termina el {end}. Sube tu renovación, o pide una cotización con nosotros para seguir asegurado.',
    uploadRenewal: 'Subir tu renovación',
    lapsedTitle: 'Tu póliza venció',
    lapsed:
      'Tu póliza {number} de {provider} terminó el {end} y no tenemos ninguna póliza después de ella, así que no estás asegurado. Sube tu renovación, o pide una cotización con nosotros.',
    policyNumber: 'Número de póliza',
    policyPeriod: 'Vigencia de la póliza',
    insuredAddress: 'Dirección asegurada',
    liability: 'Responsabilidad civil personal',
    medical: 'Gastos médicos a terceros',
    contents: 'Bienes personales',
    deductible: 'Deducible',
    windHail: 'Deducible por viento y granizo',
    hurricane: 'Deducible por huracán',
    endorsements: 'Endosos',
    noEndorsements: 'Ninguno',
    peopleCovered: 'Personas aseguradas',
    spouse: '{name} (cónyuge o pareja)',
    roommate: '{name} (compañero de vivienda)',
    coverages: 'Coberturas',
    pendingChange: 'Un cambio en esta póliza entra en vigor el {date}.',
    interestedPartyOnPolicy: 'Parte interesada en la póliza',
    ownKind: 'Nuestro seguro para inquilinos',
    coverEnds: 'La cobertura termina',
    partnerTitle: 'Seguro para inquilinos',
    partnerKind: 'Aseguradora asociada',
    thirdPartyKind: 'Póliza subida',
    upcomingPolicy: 'Próxima póliza ({n})',
    upcomingPolicies: 'Próximas pólizas ({n})',
    downloadEoi: 'Descargar comprobante de seguro (PDF en inglés)',
    downloading: 'Descargando…',
    eoiDownloadFailed: 'No se pudo descargar el comprobante de seguro. Inténtalo de nuevo.',
    minimumLiability: 'Responsabilidad civil mínima: {amount}',
    minimumContents: 'Bienes personales mínimos: {amount}',
    autoRenewal: 'Renovación automática',
    autoRenewOn: 'Tu póliza se renueva automáticamente el {date}.',
    autoRenewOff: 'Tu póliza termina el {date}.',
    lockedOn:
      'La renovación automática está activada: tu póliza se renueva el {date}. Queda bloqueada en los {days} días previos a tu fecha de renovación; para desactivarla, comunícate con soporte.',
    lockedOnAt:
      'La renovación automática está activada: tu póliza se renueva el {date}. Queda bloqueada en los {days} días previos a tu fecha de renovación; para desactivarla, comunícate con soporte en {email} o al {phone}.',
    lockedOff:
      'La renovación automática está desactivada: tu póliza termina el {date}. Se desactivó en los {days} días previos a tu fecha de renovación; para volver a activarla, comunícate con soporte.',
    lockedOffAt:
      'La renovación automática está desactivada: tu póliza termina el {date}. Se desactivó en los {days} días previos a tu fecha de renovación; para volver a activarla, comunícate con soporte en {email} o al {phone}.',
    policyUpdated: '¡Póliza actualizada correctamente!',
  },
});
