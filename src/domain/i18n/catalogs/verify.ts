// The public verification of an evidence of insurance (/verify/{code}, docs/product.md "Screens
// and routes"): whoever holds the document (a property manager) checks the policy's status today.
// docs/product.md names the page without quoting its texts: these are ours. The status's words
// are the `policyStatus` catalog's (the badge the dashboard shows) and its sentence the
// `coverageStatus` catalog's; a failed load says the `answers` catalog's generic error.
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    title: 'Verify evidence of insurance',
    intro: 'The live status of the renters insurance policy behind this document.',
    code: 'Verification code',
    loading: 'Loading',
    notFound:
      'We could not find this code. Check that it was typed exactly as printed on the document, or ask the tenant for a current evidence of insurance.',
    outOfDate:
      'This document is out of date: the policy changed after it was issued (its address, period, liability or a cancellation). Ask the tenant for a current one.',
    // The policy's card
    policy: 'Policy',
    product: 'Product',
    number: 'Policy number',
    period: 'Policy period',
    liability: 'Personal liability',
    endsOn: 'Ends on',
    issuedOn: 'Document issued on',
    privacy: 'For the tenant’s privacy, this page shows nothing else about them.',
  },
  es: {
    title: 'Verificar comprobante de seguro',
    intro: 'El estado actual de la póliza de seguro para inquilinos que respalda este documento.',
    code: 'Código de verificación',
    loading: 'Cargando',
    notFound:
      'No encontramos este código. Revisa que esté escrito exactamente como aparece en el documento, o pídele al inquilino un comprobante de seguro vigente.',
    outOfDate:
      'Este documento está desactualizado: la póliza cambió después de emitirse (su dirección, su período, su responsabilidad civil o una cancelación). Pídele al inquilino uno vigente.',
    // The policy's card
    policy: 'Póliza',
    product: 'Producto',
    number: 'Número de póliza',
    period: 'Período de la póliza',
    liability: 'Responsabilidad civil personal',
    endsOn: 'Termina el',
    issuedOn: 'Documento emitido el',
    privacy: 'Por la privacidad del inquilino, esta página no muestra nada más sobre esa persona.',
  },
});
