// The sentence beside each check of a declarations page (the `reason` of openapi ProofCheck), as
// the policy and review steps show it. The checks keep the English (src/domain/proofs/reasons.ts
// writes it from here; staff read the same verdicts), and the API answers each reason in the
// request's language by reading its values back out of that English (src/server/storedTexts.ts;
// test/server/api/storedTexts.test.ts goes through every message). Values are what the page or
// the tenant said (names, addresses, dates, amounts); `off` is made of the `off*` words. Spanish
// terms follow docs/i18n.md.
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    unreadable:
      'We could not read this PDF. Please upload a clearer copy of your declarations page (the PDF from your insurer, or a sharp, straight scan).',
    // The interested party and its mailing address
    partySame: 'Your management company is listed as interested party: "{found}".',
    partyClose:
      'The interested party on the page is "{found}"; your lease\'s company is "{expected}". Ask your insurer to list it exactly.',
    partyDifferent:
      'The interested party on the page is "{found}", not your management company "{expected}". Ask your insurer to add "{expected}" as interested party.',
    partyMissing:
      'We could not find your management company on the page. Ask your insurer to add "{expected}" as interested party.',
    partyMissingAt:
      'We could not find your property manager listed as Interested Party. Ask your insurer to add "{expected}" as Interested Party at {address}, then upload the new declarations page.',
    addressSame: 'The interested party\'s mailing address is "{found}", as required.',
    addressClose:
      'The interested party\'s mailing address reads "{found}"; it should be "{expected}". Ask your insurer to correct it.',
    addressDifferent:
      'The interested party\'s mailing address is "{found}", but it must be "{expected}". Ask your insurer to change it.',
    addressMissing:
      'We could not find the interested party\'s mailing address on the page; it must be "{expected}". If your insurer lists it, our team will check it by hand; if not, ask them to add it.',
    // The named insured
    insuredSame: 'The named insured is "{found}", which matches your name.',
    insuredClose:
      'The named insured reads "{found}", close to your name "{expected}"; check the spelling with your insurer.',
    insuredDifferent:
      'The named insured is "{found}", not "{expected}"; the policy must be in your name.',
    insuredMissing:
      'We could not find the named insured on the page. Make sure you upload the declarations page that shows your name; otherwise our team will check it by hand.',
    // The policy number
    numberSame: 'The policy number "{found}" matches what you typed.',
    numberShown: 'The page shows policy number "{found}".',
    numberClose:
      'The policy number on the page reads "{found}", close to what you typed ("{expected}"); check that you typed it correctly.',
    numberDifferent:
      'The policy number on the page is "{found}", but you typed "{expected}"; check that you typed it correctly.',
    numberMissing:
      'We could not find the policy number on the page. Our team will compare it with the number you typed.',
    numberMisread:
      'The policy number on the scan reads "{found}", a character or two from what you typed ("{expected}"); our staff will check it on the page.',
    // The policy period
    periodSame: 'The policy period {found} matches the dates you typed.',
    periodShown: 'The page shows the policy period {found}.',
    periodClose:
      'The policy period on the page is {found}, a few days from the dates you typed ({expected}); check your dates.',
    periodPartial:
      'We could read only part of the policy period on the page ({found}); check your dates.',
    periodDifferent:
      'The policy period on the page is {found}, but you typed {expected}; check your dates.',
    periodEndsBeforeLease:
      'The policy on the page ended on {end}, so it does not cover your lease from {from}. Upload the declarations page of your current policy.',
    periodAfterLease:
      'The policy on the page starts on {start}, after your lease ends on {end}. Upload the declarations page of the policy that covers your lease.',
    periodMissing:
      'We could not find the policy period on the page. Make sure you upload the declarations page that shows the start and end dates; otherwise our team will check them by hand.',
    // Personal liability
    liabilityEnough:
      'Personal liability is {found}, at least the {minimum} your property requires.',
    liabilityTyped:
      'Personal liability on the page is {found}, but you typed {typed}; check the amount you entered.',
    liabilityLow:
      'Personal liability on the page is {found}, less than the {minimum} your property requires; ask your insurer to raise it.',
    liabilityMissing:
      'We could not read the personal liability limit on the page. Make sure you upload the declarations page that lists your coverages and their limits; otherwise our team will check it by hand.',
    // The insured location ({off}: the parts that differ, joined by 'and')
    locationSame: 'The insured location "{found}" matches your lease address.',
    locationClose:
      'The insured location reads "{found}"; your lease address is "{expected}" (the {off} differs or is missing). Ask your insurer to correct it.',
    locationDifferent:
      'The insured location is "{found}", not your lease address "{expected}"; the policy must cover the place you rent.',
    locationMissing:
      'We could not find the insured location on the page. Our team will check that the policy covers the place you rent.',
    offStreet: 'street',
    offUnit: 'unit',
    offCity: 'city',
    offState: 'state',
    offZip: 'zip',
    offAnd: 'and',
    nothingToCompare: 'There was nothing to compare it with.',
  },
  es: {
    unreadable:
      'No pudimos leer este PDF. Sube una copia más clara de tu página de declaraciones (el PDF de tu aseguradora o un escaneo nítido y derecho).',
    partySame: 'Tu empresa administradora figura como parte interesada: "{found}".',
    partyClose:
      'La parte interesada en la página es "{found}"; la empresa de tu contrato de arrendamiento es "{expected}". Pide a tu aseguradora que la escriba exactamente así.',
    partyDifferent:
      'La parte interesada en la página es "{found}", no tu empresa administradora "{expected}". Pide a tu aseguradora que agregue a "{expected}" como parte interesada.',
    partyMissing:
      'No encontramos a tu empresa administradora en la página. Pide a tu aseguradora que agregue a "{expected}" como parte interesada.',
    partyMissingAt:
      'No encontramos a tu administrador de la propiedad como parte interesada. Pide a tu aseguradora que agregue a "{expected}" como parte interesada en {address} y luego sube la nueva página de declaraciones.',
    addressSame: 'La dirección postal de la parte interesada es "{found}", como se requiere.',
    addressClose:
      'La dirección postal de la parte interesada dice "{found}"; debería ser "{expected}". Pide a tu aseguradora que la corrija.',
    addressDifferent:
      'La dirección postal de la parte interesada es "{found}", pero debe ser "{expected}". Pide a tu aseguradora que la cambie.',
    addressMissing:
      'No encontramos la dirección postal de la parte interesada en la página; debe ser "{expected}". Si tu aseguradora la incluye, nuestro equipo la revisará a mano; si no, pídele que la agregue.',
    insuredSame: 'El asegurado nombrado es "{found}", que coincide con tu nombre.',
    insuredClose:
      'El asegurado nombrado dice "{found}", parecido a tu nombre "{expected}"; revisa la ortografía con tu aseguradora.',
    insuredDifferent:
      'El asegurado nombrado es "{found}", no "{expected}"; la póliza debe estar a tu nombre.',
    insuredMissing:
      'No encontramos el asegurado nombrado en la página. Asegúrate de subir la página de declaraciones que muestra tu nombre; si no, nuestro equipo lo revisará a mano.',
    numberSame: 'El número de póliza "{found}" coincide con lo que escribiste.',
    numberShown: 'La página muestra el número de póliza "{found}".',
    numberClose:
      'El número de póliza en la página dice "{found}", parecido a lo que escribiste ("{expected}"); revisa que lo hayas escrito bien.',
    numberDifferent:
      'El número de póliza en la página es "{found}", pero escribiste "{expected}"; revisa que lo hayas escrito bien.',
    numberMissing:
      'No encontramos el número de póliza en la página. Nuestro equipo lo comparará con el número que escribiste.',
    numberMisread:
      'El número de póliza en el escaneo dice "{found}", a uno o dos caracteres de lo que escribiste ("{expected}"); nuestro personal lo revisará en la página.',
    periodSame: 'El período de la póliza {found} coincide con las fechas que escribiste.',
    periodShown: 'La página muestra el período de la póliza {found}.',
    periodClose:
      'El período de la póliza en la página es {found}, a pocos días de las fechas que escribiste ({expected}); revisa tus fechas.',
    periodPartial:
      'Solo pudimos leer parte del período de la póliza en la página ({found}); revisa tus fechas.',
    periodDifferent:
      'El período de la póliza en la página es {found}, pero escribiste {expected}; revisa tus fechas.',
    periodEndsBeforeLease:
      'La póliza de la página terminó el {end}, así que no cubre tu contrato de arrendamiento desde el {from}. Sube la página de declaraciones de tu póliza actual.',
    periodAfterLease:
      'La póliza de la página comienza el {start}, después de que termina tu contrato de arrendamiento el {end}. Sube la página de declaraciones de la póliza que cubre tu contrato de arrendamiento.',
    periodMissing:
      'No encontramos el período de la póliza en la página. Asegúrate de subir la página de declaraciones que muestra las fechas de inicio y de finalización; si no, nuestro equipo las revisará a mano.',
    liabilityEnough:
      'La responsabilidad civil personal es de {found}, al menos los {minimum} que exige tu propiedad.',
    liabilityTyped:
      'La responsabilidad civil personal en la página es de {found}, pero escribiste {typed}; revisa el monto que ingresaste.',
    liabilityLow:
      'La responsabilidad civil personal en la página es de {found}, menos que los {minimum} que exige tu propiedad; pide a tu aseguradora que la aumente.',
    liabilityMissing:
      'No pudimos leer el límite de responsabilidad civil personal en la página. Asegúrate de subir la página de declaraciones que indica tus coberturas y sus límites; si no, nuestro equipo lo revisará a mano.',
    locationSame:
      'La ubicación asegurada "{found}" coincide con la dirección de tu contrato de arrendamiento.',
    locationClose:
      'La ubicación asegurada dice "{found}"; la dirección de tu contrato de arrendamiento es "{expected}" (difiere o falta: {off}). Pide a tu aseguradora que la corrija.',
    locationDifferent:
      'La ubicación asegurada es "{found}", no la dirección de tu contrato de arrendamiento "{expected}"; la póliza debe cubrir el lugar que rentas.',
    locationMissing:
      'No encontramos la ubicación asegurada en la página. Nuestro equipo revisará que la póliza cubra el lugar que rentas.',
    offStreet: 'la calle',
    offUnit: 'la unidad',
    offCity: 'la ciudad',
    offState: 'el estado',
    offZip: 'el código postal',
    offAnd: 'y',
    nothingToCompare: 'No había nada con qué compararlo.',
  },
});
