/* eslint-disable */
// Generated from src/domain/i18n/catalogs/security.ts by `npm run codegen`. Do not edit.
import type { CompiledCatalog } from '../../texts';

const catalog: CompiledCatalog = {
  'security.title': ['Configuración de seguridad'],
  'security.passwordSection': ['Contraseña'],
  'security.passwordIntro': ['Cambia la contraseña que usas para iniciar sesión.'],
  'security.changePassword': ['Cambiar contraseña'],
  'security.newPassword': ['Nueva contraseña'],
  'security.confirmNewPassword': ['Confirmar nueva contraseña'],
  'security.updatePassword': ['Actualizar contraseña'],
  'security.cancel': ['Cancelar'],
  'security.twoFactorSection': ['Verificación en dos pasos'],
  'security.passwordUpdateFailed': ['No se pudo actualizar la contraseña'],
  'security.accountUpdated': ['¡Cuenta actualizada correctamente!'],
};
export default catalog;
