// The signed-in frame (docs/product.md "Screens and routes" side menu): each entry's label, also
// the page's tab title, by the entry's id in camel case (domain/menu.ts `menuTextKey`), and the
// settings' outside links (social accounts keep their own names).
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    mainMenu: 'Main menu',
    dashboard: 'Dashboard',
    transactions: 'Transactions',
    account: 'Account',
    personalInformation: 'Personal Information',
    securitySettings: 'Security Settings',
    updatePaymentMethod: 'Update Payment Method',
    yourPolicies: 'Your Policies',
    reportAClaim: 'Report a Claim',
    claimHistory: 'Claim History',
    insuranceHistory: 'Insurance History',
    downloadMyData: 'Download My Data',
    deleteMyAccount: 'Delete My Account',
    coupons: 'Renters Association of America',
    logout: 'Logout',
    site: 'Our Website',
    faq: 'FAQ',
    blog: 'Blog',
    terms: 'Terms of Use',
    contact: 'Contact Us',
  },
  es: {
    mainMenu: 'Menú principal',
    dashboard: 'Panel',
    transactions: 'Transacciones',
    account: 'Cuenta',
    personalInformation: 'Información personal',
    securitySettings: 'Configuración de seguridad',
    updatePaymentMethod: 'Actualizar método de pago',
    yourPolicies: 'Tus pólizas',
    reportAClaim: 'Reportar un reclamo',
    claimHistory: 'Historial de reclamos',
    insuranceHistory: 'Historial de seguros',
    downloadMyData: 'Descargar mis datos',
    deleteMyAccount: 'Eliminar mi cuenta',
    // The association's own name
    coupons: 'Renters Association of America',
    logout: 'Cerrar sesión',
    site: 'Nuestro sitio web',
    faq: 'Preguntas frecuentes',
    blog: 'Blog',
    terms: 'Términos de uso',
    contact: 'Contáctanos',
  },
});
