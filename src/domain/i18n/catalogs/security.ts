// The security settings page (docs/product.md "Account pages" security settings, with its Change
// Password modal): the page's own words. Its two-factor panel and deadline note speak with the
// `twoFactor` area's words (the banner's, the wizard's), loaded with it.
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    // docs/product.md "Screens and routes": the page's heading, its side-menu entry's name
    title: 'Security Settings',
    // Labels docs/product.md "Account pages" names without quoting
    passwordSection: 'Password',
    passwordIntro: 'Change the password you use to log in.',
    changePassword: 'Change Password',
    newPassword: 'New Password',
    confirmNewPassword: 'Confirm New Password',
    updatePassword: 'Update Password',
    cancel: 'Cancel',
    twoFactorSection: 'Two-Factor Authentication',
    // docs/product.md "Messages": the modal's fallback failure and its success notice
    passwordUpdateFailed: 'Failed to update password',
    accountUpdated: 'Account updated successfully!',
  },
  es: {
    title: 'Configuración de seguridad',
    passwordSection: 'Contraseña',
    passwordIntro: 'Cambia la contraseña que usas para iniciar sesión.',
    changePassword: 'Cambiar contraseña',
    newPassword: 'Nueva contraseña',
    confirmNewPassword: 'Confirmar nueva contraseña',
    updatePassword: 'Actualizar contraseña',
    cancel: 'Cancelar',
    twoFactorSection: 'Verificación en dos pasos',
    passwordUpdateFailed: 'No se pudo actualizar la contraseña',
    accountUpdated: '¡Cuenta actualizada correctamente!',
  },
});
