// The tenant's mails about an uploaded proof of insurance (server/documents/proofMails.ts,
// server/documents/noticeMails.ts): the receipt at upload, staff's approval or rejection, the
// reminder before the uploaded policy ends and its lapse. Sent in the account's language
// (docs/i18n.md "Mails"); the management company's mails stay English.
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    hi: 'Hi {name},',
    yourCompany: 'your property management company',
    receiptSubject: 'We received your proof of insurance ({policyNumber})',
    receiptReceived:
      'We received your proof of insurance: {provider} policy {policyNumber}, {start} to {end}.',
    receiptApproved: 'It has been verified and sent to {company}.',
    receiptPending:
      'We will verify your policy and send it to {company}. You do not need to do anything else.',
    approvedSubject: 'Your proof of insurance was approved ({policyNumber})',
    approvedBody:
      'Your proof of insurance for {provider} policy {policyNumber} ({start} to {end}) has been verified and approved.',
    approvedSent: 'We have sent it to {company}. You do not need to do anything else.',
    rejectedSubject: 'Action needed: your proof of insurance ({policyNumber})',
    rejectedBody:
      'We could not accept your proof of insurance for {provider} policy {policyNumber} ({start} to {end}).',
    rejectedReason: 'Reason: {reason}',
    rejectedNext:
      'Please ask your insurance company for an updated declarations page and upload it at {url}. Until then, this policy does not count as proof of insurance for your lease.',
    endingSubject: 'Your renters insurance ends on {end}',
    endingBody:
      'Your {provider} policy {policyNumber} ends on {end}, and we do not have proof of its renewal yet.',
    endingUpload:
      'When your insurer sends the renewed declarations page, upload it here (sign in if asked); the policy details are filled in for you: {url}',
    endingCheck:
      'We will check it and send it to your property management company, so your lease stays covered.',
    lapsedSubject: 'Your renters insurance has lapsed',
    lapsedBody:
      'Your {provider} policy {policyNumber} ended on {end} and we have no proof of a policy after it, so you are not covered.',
    lapsedBodyTold:
      'Your {provider} policy {policyNumber} ended on {end} and we have no proof of a policy after it, so you are not covered. We have told {company}.',
    lapsedUpload:
      'If you renewed it, upload the renewed declarations page here (sign in if asked): {url}',
    lapsedQuote: 'Or get a quote from us on your dashboard and be covered from tomorrow.',
  },
  es: {
    hi: 'Hola, {name}:',
    yourCompany: 'tu administrador de la propiedad',
    receiptSubject: 'Recibimos tu comprobante de seguro ({policyNumber})',
    receiptReceived:
      'Recibimos tu comprobante de seguro: póliza {policyNumber} de {provider}, del {start} al {end}.',
    receiptApproved: 'Lo verificamos y lo enviamos a {company}.',
    receiptPending:
      'Verificaremos tu póliza y la enviaremos a {company}. No necesitas hacer nada más.',
    approvedSubject: 'Tu comprobante de seguro fue aprobado ({policyNumber})',
    approvedBody:
      'Tu comprobante de seguro de la póliza {policyNumber} de {provider} (del {start} al {end}) fue verificado y aprobado.',
    approvedSent: 'Lo enviamos a {company}. No necesitas hacer nada más.',
    rejectedSubject: 'Acción necesaria: tu comprobante de seguro ({policyNumber})',
    rejectedBody:
      'No pudimos aceptar tu comprobante de seguro de la póliza {policyNumber} de {provider} (del {start} al {end}).',
    rejectedReason: 'Motivo: {reason}',
    rejectedNext:
      'Pide a tu aseguradora una página de declaraciones actualizada y súbela en {url}. Mientras tanto, esta póliza no cuenta como comprobante de seguro para tu contrato de arrendamiento.',
    endingSubject: 'Tu seguro para inquilinos termina el {end}',
    endingBody:
      'Tu póliza {policyNumber} de {provider} termina el {end} y todavía no tenemos el comprobante de su renovación.',
    endingUpload:
      'Cuando tu aseguradora te envíe la página de declaraciones renovada, súbela aquí (inicia sesión si te lo pide); los datos de la póliza ya están completos: {url}',
    endingCheck:
      'La revisaremos y la enviaremos a tu administrador de la propiedad, para que tu contrato de arrendamiento siga cubierto.',
    lapsedSubject: 'Tu seguro para inquilinos venció',
    lapsedBody:
      'Tu póliza {policyNumber} de {provider} terminó el {end} y no tenemos comprobante de una póliza posterior, así que no tienes cobertura.',
    lapsedBodyTold:
      'Tu póliza {policyNumber} de {provider} terminó el {end} y no tenemos comprobante de una póliza posterior, así que no tienes cobertura. Se lo informamos a {company}.',
    lapsedUpload:
      'Si la renovaste, sube aquí la página de declaraciones renovada (inicia sesión si te lo pide): {url}',
    lapsedQuote: 'O cotiza con nosotros en tu panel y ten cobertura desde mañana.',
  },
});
