/* eslint-disable */
// Generated from src/domain/i18n/catalogs/myData.ts by `npm run codegen`. Do not edit.
import type { CompiledCatalog } from '../../texts';

const catalog: CompiledCatalog = {
  'myData.intro': [
    'Obtén una copia de todos los registros que guardamos sobre ti: tu cuenta, tus contratos de arrendamiento, pólizas, pagos, reclamos con sus fotos, los comprobantes de seguro que subiste, los mensajes a soporte y los correos que te enviamos. La preparamos como un archivo ZIP y te enviamos por correo electrónico un enlace para descargarla.',
  ],
  'myData.request': ['Descargar mis datos'],
  'myData.requestAgain': ['Pedir una copia nueva'],
  'myData.requested': [
    'Estamos preparando tu archivo. Te enviaremos un enlace por correo electrónico cuando esté listo.',
  ],
  'myData.latestTitle': ['Tu última solicitud'],
  'myData.asked': ['Solicitada el'],
  'myData.status': ['Estado'],
  'myData.linkWorksUntil': ['El enlace funciona hasta el'],
  'myData.preparing': ['En preparación'],
  'myData.ready': ['Lista: te enviamos el enlace por correo electrónico'],
  'myData.expired': ['El enlace venció'],
  'myData.failed': ['No pudimos prepararla. Vuelve a pedirla.'],
  'myData.readyNote': [
    'Abre el enlace del correo electrónico para descargar el archivo. Una nueva solicitud reemplaza este archivo, y su enlace deja de funcionar.',
  ],
  'myData.loadFailed': ['No se pudieron cargar tus solicitudes. Inténtalo de nuevo.'],
  'myData.requestFailed': ['No pudimos recibir tu solicitud. Inténtalo de nuevo.'],
  'myData.linkNotFound': [
    'Este enlace de descarga venció o no es válido. Inicia sesión y pide una copia nueva en Cuenta, Descargar mis datos.',
  ],
};
export default catalog;
