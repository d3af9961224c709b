// "Download my data" (docs/privacy.md "Your rights"; client/features/account/
// DownloadMyDataScreen.tsx): the request, its state, and the download link's refusal
// (server/handlers/dataExport.ts, answered in the language of the browser tab the mailed link
// opened). Ours: docs/product.md does not quote them.
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    intro:
      'Get a copy of every record we keep about you: your account, leases, policies, payments, claims with their photos, uploaded proofs of insurance, messages to support and the mail we sent you. We prepare it as a ZIP file and e-mail you a link to download it.',
    request: 'Download my data',
    requestAgain: 'Ask for a new copy',
    requested: 'We are preparing your file. We will e-mail you a link when it is ready.',
    latestTitle: 'Your latest request',
    asked: 'Asked for',
    status: 'Status',
    linkWorksUntil: 'Link works until',
    // The request's state (openapi.yaml DataExport state)
    preparing: 'Being prepared',
    ready: 'Ready: we e-mailed you the link',
    expired: 'The link has expired',
    failed: 'We could not prepare it. Please ask again.',
    readyNote:
      'Open the link in the e-mail to download the file. A new request replaces this file, and its link stops working.',
    loadFailed: 'Your requests could not be loaded. Please try again.',
    requestFailed: 'We could not take your request. Please try again.',
    // The download's 404, read in the browser tab the mailed link opened
    linkNotFound:
      'This download link has expired or is not valid. Sign in and ask for a new copy under Account, Download My Data.',
  },
  es: {
    intro:
      'Obtén una copia de todos los registros que guardamos sobre ti: tu cuenta, tus contratos de arrendamiento, pólizas, pagos, reclamos con sus fotos, los comprobantes de seguro que subiste, los mensajes a soporte y los correos que te enviamos. La preparamos como un archivo ZIP y te enviamos por correo electrónico un enlace para descargarla.',
    request: 'Descargar mis datos',
    requestAgain: 'Pedir una copia nueva',
    requested:
      'Estamos preparando tu archivo. Te enviaremos un enlace por correo electrónico cuando esté listo.',
    latestTitle: 'Tu última solicitud',
    asked: 'Solicitada el',
    status: 'Estado',
    linkWorksUntil: 'El enlace funciona hasta el',
    preparing: 'En preparación',
    ready: 'Lista: te enviamos el enlace por correo electrónico',
    expired: 'El enlace venció',
    failed: 'No pudimos prepararla. Vuelve a pedirla.',
    readyNote:
      'Abre el enlace del correo electrónico para descargar el archivo. Una nueva solicitud reemplaza este archivo, y su enlace deja de funcionar.',
    loadFailed: 'No se pudieron cargar tus solicitudes. Inténtalo de nuevo.',
    requestFailed: 'No pudimos recibir tu solicitud. Inténtalo de nuevo.',
    linkNotFound:
      'Este enlace de descarga venció o no es válido. Inicia sesión y pide una copia nueva en Cuenta, Descargar mis datos.',
  },
});
