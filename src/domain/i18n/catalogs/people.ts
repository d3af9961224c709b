// The people added at checkout (docs/product.md "Onboarding flow" steps 7 and 8, "Validation",
// "Messages"): the additional insured step (roommate or spouse, authorized user) with its editors,
// the interested party step with its editor and the lease's warning, the interested party's
// address rules (domain/checkout/addresses.ts, also the checkout's addresses), and the disclosure
// popups' labels and errors (the carrier's documents themselves stay as the carrier wrote them).
// Field labels shared with other forms are the `address` and `onboarding` catalogs'. Spanish
// terms follow docs/i18n.md's glossary, and the `checkout` catalog's review for the people.
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    // Step 7: anyone else on the policy
    additionalInsuredTitle: 'Anyone else on your policy?',
    additionalInsuredIntro:
      'Dependents are covered automatically. You may add one roommate, your spouse or domestic partner, and an authorized user who can pay the bill or manage the policy.',
    peopleOnPolicy: 'People on your policy',
    addRoommate: 'Add Roommate/Spouse',
    addAuthorizedUser: 'Add Authorized User',
    roommate: 'Roommate',
    spouse: 'Spouse',
    authorizedUser: 'Authorized User',
    // A row of the list: the relation and the person's name
    roommateRow: 'Roommate: {name}',
    spouseRow: 'Spouse: {name}',
    authorizedUserRow: 'Authorized User: {name}',
    edit: 'Edit',
    remove: 'Remove',
    editRoommate: 'Edit Roommate',
    editSpouse: 'Edit Spouse',
    editAuthorizedUser: 'Edit Authorized User',
    removeRoommate: 'Remove Roommate',
    removeSpouse: 'Remove Spouse',
    removeAuthorizedUser: 'Remove Authorized User',
    // The editors
    roommateEditorTitle: 'Roommate or Spouse',
    authorizedUserEditorTitle: 'Authorized User',
    relation: 'Relation',
    save: 'Save',
    relationRequired: 'Please choose Roommate or Spouse',
    roommateTaken: 'Only one roommate can be added',
    spouseTaken: 'Only one spouse can be added',
    // Step 8: the interested party
    additionalInterestTitle: 'Add an interested party?',
    additionalInterestIntro:
      'An interested party, typically your landlord or property manager, is notified about your policy.',
    addInterestedParty: 'Add an interested party',
    noInterestedParty: 'No interested party',
    interestedPartyEditorTitle: 'Interested Party',
    interestedPartyDisclosure: 'About interested parties',
    interestedPartyRequired: 'Please add the interested party or choose No interested party',
    partyName: 'Name/Company Name',
    noInterestedPartyWarning:
      'Your lease requires renters insurance. We will still tell {manager} that you bought this policy, but they will not be named on it as an interested party.',
    // The same where the property's manager has no name on file ("your property manager")
    noInterestedPartyWarningUnnamed:
      'Your lease requires renters insurance. We will still tell your property manager that you bought this policy, but they will not be named on it as an interested party.',
    // Address rules of the interested party's and the checkout's addresses (the zip's form is
    // the `validation` catalog's)
    // The disclosure popups: each link's label (and the popup's title when the carrier gives none)
    disclosureSms: 'Text alerts terms',
    disclosureEbc: 'Electronic business consent',
    disclosureFraud: 'Fraud warning',
    disclosureCancelationNotice: 'Cancelation notice',
    disclosurePayAuthorization: 'Payment authorization',
    disclosureLegal: 'Legal notices',
    disclosureInterestedParty: 'Interested party notice',
    disclosureWaterBackup: 'Water backup notice',
    loadingDisclosure: 'Loading disclosure',
    disclosureLoadFailed: 'Failed to load disclosure. Please try again.',
    disclosureNoContent: 'No disclosure content available.',
    // Shown above the carrier's document in another language than English only
    carrierWording: 'This is the insurer’s document, as the insurer wrote it.',
    close: 'Close',
  },
  es: {
    additionalInsuredTitle: '¿Alguien más en tu póliza?',
    additionalInsuredIntro:
      'Tus dependientes quedan cubiertos automáticamente. Puedes agregar a un compañero de vivienda, a tu cónyuge o pareja de hecho, y a un usuario autorizado que pueda pagar la factura o administrar la póliza.',
    peopleOnPolicy: 'Personas en tu póliza',
    addRoommate: 'Agregar compañero de vivienda o cónyuge',
    addAuthorizedUser: 'Agregar usuario autorizado',
    roommate: 'Compañero de vivienda',
    spouse: 'Cónyuge',
    authorizedUser: 'Usuario autorizado',
    roommateRow: 'Compañero de vivienda: {name}',
    spouseRow: 'Cónyuge: {name}',
    authorizedUserRow: 'Usuario autorizado: {name}',
    edit: 'Editar',
    remove: 'Quitar',
    editRoommate: 'Editar compañero de vivienda',
    editSpouse: 'Editar cónyuge',
    editAuthorizedUser: 'Editar usuario autorizado',
    removeRoommate: 'Quitar compañero de vivienda',
    removeSpouse: 'Quitar cónyuge',
    removeAuthorizedUser: 'Quitar usuario autorizado',
    roommateEditorTitle: 'Compañero de vivienda o cónyuge',
    authorizedUserEditorTitle: 'Usuario autorizado',
    relation: 'Relación',
    save: 'Guardar',
    relationRequired: 'Elige compañero de vivienda o cónyuge',
    roommateTaken: 'Solo se puede agregar un compañero de vivienda',
    spouseTaken: 'Solo se puede agregar un cónyuge',
    additionalInterestTitle: '¿Agregar una parte interesada?',
    additionalInterestIntro:
      'Una parte interesada, normalmente tu arrendador o el administrador de la propiedad, recibe avisos sobre tu póliza.',
    addInterestedParty: 'Agregar una parte interesada',
    noInterestedParty: 'Sin parte interesada',
    interestedPartyEditorTitle: 'Parte interesada',
    interestedPartyDisclosure: 'Sobre las partes interesadas',
    interestedPartyRequired: 'Agrega la parte interesada o elige Sin parte interesada',
    partyName: 'Nombre o razón social',
    noInterestedPartyWarning:
      'Tu contrato de arrendamiento exige un seguro para inquilinos. De todos modos, le informaremos a {manager} que compraste esta póliza, pero no figurará en ella como parte interesada.',
    noInterestedPartyWarningUnnamed:
      'Tu contrato de arrendamiento exige un seguro para inquilinos. De todos modos, le informaremos al administrador de la propiedad que compraste esta póliza, pero no figurará en ella como parte interesada.',
    disclosureSms: 'Términos de las alertas por mensaje de texto',
    disclosureEbc: 'Consentimiento para hacer trámites por medios electrónicos',
    disclosureFraud: 'Advertencia sobre fraude',
    disclosureCancelationNotice: 'Aviso de cancelación',
    disclosurePayAuthorization: 'Autorización de pago',
    disclosureLegal: 'Avisos legales',
    disclosureInterestedParty: 'Aviso sobre la parte interesada',
    disclosureWaterBackup: 'Aviso sobre reflujo de agua',
    loadingDisclosure: 'Cargando el aviso',
    disclosureLoadFailed: 'No se pudo cargar el aviso. Inténtalo de nuevo.',
    disclosureNoContent: 'Este aviso no tiene contenido disponible.',
    carrierWording: 'Este es el documento de la aseguradora, tal como lo redactó (en inglés).',
    close: 'Cerrar',
  },
});
