// The README.txt of a tenant's copy of their data (docs/privacy.md "Your rights";
// server/documents/dataExportFile.ts), in the account's language like the mail that links to it.
// The folder and file names (tables/…json, documents/, claim-photos/, mail/) are the ZIP's own and
// stay as they are. The server's own: no screen loads it (client/i18n/catalogImports.ts).
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    title: 'Your data at {brand}',
    prepared: 'Prepared {at} for {name}.',
    about:
      "Every record we keep about you, one JSON file per kind of record (a database table), each record with the table's own column names. Passwords, and the hashes of your sign-in tokens and codes, are never included: they are not readable, even by us.",
    records: '{count, plural, one {# record} other {# records}}',
    documents:
      "Documents ({count}): documents/ holds the files you uploaded (proofs of insurance), claim-photos/ your claim photos, mail/ the attachments of mail we sent you. Each file's name starts with the id of its record.",
  },
  es: {
    title: 'Tus datos en {brand}',
    prepared: 'Preparado el {at} para {name}.',
    about:
      'Todos los registros que guardamos sobre ti, un archivo JSON por cada tipo de registro (una tabla de la base de datos), cada registro con los nombres de columna de su tabla. Nunca se incluyen las contraseñas ni los hashes de tus tokens y códigos de inicio de sesión: no se pueden leer, ni siquiera nosotros.',
    records: '{count, plural, one {# registro} other {# registros}}',
    documents:
      'Documentos ({count}): documents/ contiene los archivos que subiste (comprobantes de seguro), claim-photos/ las fotos de tus reclamos y mail/ los adjuntos de los correos que te enviamos. El nombre de cada archivo empieza con el id de su registro.',
  },
});
