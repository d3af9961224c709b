/* eslint-disable */
// Generated from src/domain/i18n/catalogs/exportReadme.ts by `npm run codegen`. Do not edit.
import type { CompiledCatalog } from '../../texts';

const catalog: CompiledCatalog = {
  'exportReadme.title': ['Tus datos en ', ['brand']],
  'exportReadme.prepared': ['Preparado el ', ['at'], ' para ', ['name'], '.'],
  'exportReadme.about': [
    'Todos los registros que guardamos sobre ti, un archivo JSON por cada tipo de registro (una tabla de la base de datos), cada registro con los nombres de columna de su tabla. Nunca se incluyen las contraseñas ni los hashes de tus tokens y códigos de inicio de sesión: no se pueden leer, ni siquiera nosotros.',
  ],
  'exportReadme.records': [
    ['count', 'plural', { one: ['#', ' registro'], other: ['#', ' registros'] }],
  ],
  'exportReadme.documents': [
    'Documentos (',
    ['count'],
    '): documents/ contiene los archivos que subiste (comprobantes de seguro), claim-photos/ las fotos de tus reclamos y mail/ los adjuntos de los correos que te enviamos. El nombre de cada archivo empieza con el id de su registro.',
  ],
};
export default catalog;
