/* eslint-disable */
// Generated from src/domain/i18n/catalogs/uploadPolicy.ts by `npm run codegen`. Do not edit.
import type { CompiledCatalog } from '../../texts';

const catalog: CompiledCatalog = {
  'uploadPolicy.continueTitle': ['¡Hola, ', ['name'], '! Sigamos.'],
  'uploadPolicy.startDate': ['Fecha de inicio'],
  'uploadPolicy.endDate': ['Fecha de finalización'],
  'uploadPolicy.provider': ['Aseguradora'],
  'uploadPolicy.policyNumber': ['Número de póliza'],
  'uploadPolicy.liabilityCoverage': ['Cobertura de responsabilidad civil'],
  'uploadPolicy.choosePdf': ['Elegir PDF'],
  'uploadPolicy.fileChosen': ['Archivo seleccionado:'],
  'uploadPolicy.fileAgain': [
    'Tu archivo no se conserva al volver a cargar la página. Vuelve a seleccionar tu PDF.',
  ],
  'uploadPolicy.confirmInterestedParty': [
    'Mi póliza indica a ',
    ['name'],
    ' como parte interesada con la dirección postal ',
    ['mailingAddress'],
    '.',
  ],
  'uploadPolicy.confirmLiability': [
    'Mi póliza tiene al menos ',
    ['amount'],
    ' de cobertura de responsabilidad civil.',
  ],
  'uploadPolicy.liabilityBelowMinimum': [
    'Esta propiedad exige al menos ',
    ['minimum'],
    ' de cobertura de responsabilidad civil. Tu póliza indica ',
    ['typed'],
    '.',
  ],
  'uploadPolicy.checking': ['Revisando tu documento…'],
  'uploadPolicy.continue': ['Continuar'],
  'uploadPolicy.validateError': [
    'Error al validar la póliza. Inténtalo de nuevo o comunícate con soporte si el problema continúa.',
  ],
  'uploadPolicy.interestedPartyErrorTitle': ['Error en la parte interesada'],
  'uploadPolicy.doubleCheckTitle': ['Espera, revisemos algo...'],
  'uploadPolicy.checkReasonsIntro': [
    'No pudimos confirmar todo en tu póliza. Pide a tu aseguradora que cambie lo siguiente y luego sube la nueva página de declaraciones:',
  ],
  'uploadPolicy.checkUnreadable': [
    'No pudimos leer tu póliza lo suficientemente bien para revisarla. Asegúrate de que el PDF sea tu página de declaraciones.',
  ],
  'uploadPolicy.cancel': ['Cancelar'],
  'uploadPolicy.uploadAnyway': ['Subir de todos modos'],
  'uploadPolicy.resultTitle': ['Lo que encontramos en tu documento'],
  'uploadPolicy.passed': ['Lo que confirmamos'],
  'uploadPolicy.toFix': ['Lo que hay que corregir'],
  'uploadPolicy.unread': ['Lo que no pudimos leer'],
  'uploadPolicy.valid': ['Tu documento muestra todo lo que exige tu contrato de arrendamiento.'],
  'uploadPolicy.needsReview': [
    'No pudimos confirmar todo en tu documento, así que nuestro equipo lo revisará a mano antes de enviarlo a tu administrador de la propiedad. Puedes continuar o subir una página de declaraciones más clara.',
  ],
  'uploadPolicy.overridden': [
    'Elegiste subirlo de todos modos. Nuestro equipo revisará tu documento, pero es posible que no se acepte hasta que se corrija lo que aparece abajo.',
  ],
  'uploadPolicy.fieldInterestedParty': ['Tu administrador de la propiedad como parte interesada'],
  'uploadPolicy.fieldInterestedPartyAddress': ['La dirección postal de la parte interesada'],
  'uploadPolicy.fieldNamedInsured': ['Tu nombre en la póliza'],
  'uploadPolicy.fieldPolicyNumber': ['Número de póliza'],
  'uploadPolicy.fieldPolicyPeriod': ['Fechas de la póliza'],
  'uploadPolicy.fieldLiability': ['Responsabilidad civil personal'],
  'uploadPolicy.fieldInsuredLocation': ['La dirección que rentas'],
  'uploadPolicy.tenantInfo': ['Tus datos'],
  'uploadPolicy.fileName': ['Archivo'],
  'uploadPolicy.password': ['Contraseña'],
  'uploadPolicy.passwordHelp': ['Elige una contraseña para tu nueva cuenta.'],
  'uploadPolicy.noPolicyFound': ['No se encontró ninguna póliza. Inténtalo de nuevo.'],
  'uploadPolicy.uploaded': ['¡Tu seguro se subió correctamente!'],
};
export default catalog;
