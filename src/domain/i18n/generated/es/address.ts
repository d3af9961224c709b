/* eslint-disable */
// Generated from src/domain/i18n/catalogs/address.ts by `npm run codegen`. Do not edit.
import type { CompiledCatalog } from '../../texts';

const catalog: CompiledCatalog = {
  'address.unableToValidate': ['No pudimos validar la dirección. Inténtalo de nuevo.'],
  'address.stateNotServed': ['Lo sentimos, the product todavía no está disponible en este estado.'],
  'address.banned': [
    'Advertencia: esta dirección no está disponible para cobertura. Revisa tu contrato de arrendamiento y confirma tu dirección.',
  ],
  'address.notResidential': ['No es una dirección residencial'],
  'address.selectFromList': ['Selecciona una dirección de la lista'],
  'address.selectFromDropdown': ['Selecciona una dirección del menú desplegable'],
  'address.headsUp': ['¡Atención!'],
  'address.cantFindAddress': ['¿No encuentras tu dirección? Haz clic aquí'],
  'address.address': ['Dirección'],
  'address.startTyping': ['Empieza a escribir tu dirección'],
  'address.noMatch': ['No hay ninguna dirección que coincida'],
  'address.openList': ['Abrir'],
  'address.closeList': ['Cerrar'],
  'address.clear': ['Borrar'],
  'address.addressForm': ['Formulario de dirección'],
  'address.firstName': ['Nombre'],
  'address.lastName': ['Apellido'],
  'address.streetAddress': ['Dirección'],
  'address.unit': ['Unidad'],
  'address.city': ['Ciudad'],
  'address.state': ['Estado'],
  'address.zip': ['Código postal'],
  'address.yourAddress': ['Tu dirección'],
  'address.unitNumber': ['Unidad ', ['unit']],
  'address.managedBy': ['Administrada por ', ['manager']],
  'address.managedByBuilding': ['Administrada por ', ['manager'], ' (', ['building'], ')'],
  'address.didYouMean': ['¿Quisiste decir esta dirección?'],
  'address.recommended': ['Recomendada'],
  'address.asEntered': ['Como la escribiste'],
  'address.cancelEdit': ['Cancelar/Editar'],
  'address.useThisAddress': ['Usar esta dirección'],
};
export default catalog;
