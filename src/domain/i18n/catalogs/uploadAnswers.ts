// The upload endpoints' own refusals (docs/security.md "Uploaded files"; the texts
// src/domain/messages/upload.ts reads back): why a proof PDF is refused (by its content, never its
// name; 400, 413 for the size, 503 when every reader is busy), a lease that is not the tenant's and
// a company not on the list. The API answers them in the request's language
// (src/server/answerLanguage.ts); no screen imports this area. Spanish terms follow docs/i18n.md.
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    // The PDF itself
    notPdf: 'This file is not a PDF. Please choose the PDF of your policy declarations page.',
    tooLarge:
      'This PDF is larger than 10 MB. Please upload a smaller PDF of your declarations page.',
    damaged:
      'This PDF is incomplete or damaged and cannot be opened. Please download it again and retry.',
    encrypted:
      'This PDF is password-protected or encrypted. Please upload a copy without a password or protection.',
    javascript:
      'This PDF contains scripts or automatic actions, which we do not accept. Please save it again as a plain PDF (for example with "Print to PDF").',
    embeddedFiles:
      'This PDF contains attached files, which we do not accept. Please upload the declarations page on its own.',
    // The caps checked before a PDF is opened
    tooComplex:
      'This PDF is too complex for us to check. Please upload a simpler copy, such as your declarations page alone.',
    tooManyPages:
      'This PDF has too many pages for us to check. Please upload your declarations page alone.',
    imageTooLarge:
      'This PDF contains an image too large for us to check. Please scan or save your declarations page again at a normal resolution.',
    // A reader stopped past its time or memory, or every reader busy
    readLimits:
      'We could not read this PDF within our time and memory limits. Please upload a simpler PDF of your declarations page (for example one page saved with "Print to PDF").',
    readersBusy:
      'We are reading many documents right now. Please try again in a few seconds; nothing was saved.',
    // The upload's records (docs/product.md "Records" upload payload)
    propertyManagerUnknown: 'Please choose your management company from the list.',
    leaseNotFound: 'Lease not found',
  },
  es: {
    notPdf: 'Este archivo no es un PDF. Elige el PDF de la página de declaraciones de tu póliza.',
    tooLarge: 'Este PDF pesa más de 10 MB. Sube un PDF más pequeño de tu página de declaraciones.',
    damaged:
      'Este PDF está incompleto o dañado y no se puede abrir. Descárgalo de nuevo y vuelve a intentarlo.',
    encrypted:
      'Este PDF está protegido con contraseña o cifrado. Sube una copia sin contraseña ni protección.',
    javascript:
      'Este PDF contiene scripts o acciones automáticas, que no aceptamos. Vuelve a guardarlo como un PDF simple (por ejemplo, con "Imprimir como PDF").',
    embeddedFiles:
      'Este PDF contiene archivos adjuntos, que no aceptamos. Sube solo la página de declaraciones.',
    tooComplex:
      'Este PDF es demasiado complejo para que lo revisemos. Sube una copia más simple, por ejemplo solo tu página de declaraciones.',
    tooManyPages:
      'Este PDF tiene demasiadas páginas para que lo revisemos. Sube solo tu página de declaraciones.',
    imageTooLarge:
      'Este PDF contiene una imagen demasiado grande para que la revisemos. Vuelve a escanear o guardar tu página de declaraciones con una resolución normal.',
    readLimits:
      'No pudimos leer este PDF dentro de nuestros límites de tiempo y memoria. Sube un PDF más simple de tu página de declaraciones (por ejemplo, una página guardada con "Imprimir como PDF").',
    readersBusy:
      'Estamos leyendo muchos documentos en este momento. Vuelve a intentarlo en unos segundos; no se guardó nada.',
    propertyManagerUnknown: 'Elige tu empresa administradora de la lista.',
    leaseNotFound: 'No se encontró el contrato de arrendamiento',
  },
});
