/* eslint-disable */
// Generated from src/domain/i18n/catalogs/uploadAnswers.ts by `npm run codegen`. Do not edit.
import type { CompiledCatalog } from '../../texts';

const catalog: CompiledCatalog = {
  'uploadAnswers.notPdf': [
    'Este archivo no es un PDF. Elige el PDF de la página de declaraciones de tu póliza.',
  ],
  'uploadAnswers.tooLarge': [
    'Este PDF pesa más de 10 MB. Sube un PDF más pequeño de tu página de declaraciones.',
  ],
  'uploadAnswers.damaged': [
    'Este PDF está incompleto o dañado y no se puede abrir. Descárgalo de nuevo y vuelve a intentarlo.',
  ],
  'uploadAnswers.encrypted': [
    'Este PDF está protegido con contraseña o cifrado. Sube una copia sin contraseña ni protección.',
  ],
  'uploadAnswers.javascript': [
    'Este PDF contiene scripts o acciones automáticas, que no aceptamos. Vuelve a guardarlo como un PDF simple (por ejemplo, con "Imprimir como PDF").',
  ],
  'uploadAnswers.embeddedFiles': [
    'Este PDF contiene archivos adjuntos, que no aceptamos. Sube solo la página de declaraciones.',
  ],
  'uploadAnswers.tooComplex': [
    'Este PDF es demasiado complejo para que lo revisemos. Sube una copia más simple, por ejemplo solo tu página de declaraciones.',
  ],
  'uploadAnswers.tooManyPages': [
    'Este PDF tiene demasiadas páginas para que lo revisemos. Sube solo tu página de declaraciones.',
  ],
  'uploadAnswers.imageTooLarge': [
    'Este PDF contiene una imagen demasiado grande para que la revisemos. Vuelve a escanear o guardar tu página de declaraciones con una resolución normal.',
  ],
  'uploadAnswers.readLimits': [
    'No pudimos leer este PDF dentro de nuestros límites de tiempo y memoria. Sube un PDF más simple de tu página de declaraciones (por ejemplo, una página guardada con "Imprimir como PDF").',
  ],
  'uploadAnswers.readersBusy': [
    'Estamos leyendo muchos documentos en este momento. Vuelve a intentarlo en unos segundos; no se guardó nada.',
  ],
  'uploadAnswers.propertyManagerUnknown': ['Elige tu empresa administradora de la lista.'],
  'uploadAnswers.leaseNotFound': ['No se encontró el contrato de arrendamiento'],
};
export default catalog;
