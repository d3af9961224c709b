// The signed-out pages' side menu (docs/product.md "Screens and routes" splash side menu).
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    label: 'Site menu',
    home: 'Home',
    faq: 'FAQ',
    getAQuote: 'Get a Quote',
    uploadProof: 'Upload Proof of Insurance',
    logIn: 'Log In',
    facebook: 'Facebook',
    instagram: 'Instagram',
    linkedin: 'LinkedIn',
    twitter: 'X (Twitter)',
  },
  es: {
    label: 'Menú del sitio',
    home: 'Inicio',
    faq: 'Preguntas frecuentes',
    getAQuote: 'Obtener una cotización',
    uploadProof: 'Subir comprobante de seguro',
    logIn: 'Iniciar sesión',
    facebook: 'Facebook',
    instagram: 'Instagram',
    linkedin: 'LinkedIn',
    twitter: 'X (antes Twitter)',
  },
});
