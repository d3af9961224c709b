/* eslint-disable */
// Generated from src/domain/i18n/catalogs/accountMail.ts by `npm run codegen`. Do not edit.
import type { CompiledCatalog } from '../../texts';

const catalog: CompiledCatalog = {
  'accountMail.hello': ['Hola:'],
  'accountMail.hi': ['Hola, ', ['name'], ':'],
  'accountMail.deletionSubject': ['Tu código para eliminar tu cuenta'],
  'accountMail.deletionCodeIs': ['Tu código para eliminar tu cuenta es:'],
  'accountMail.deletionEnterIt': [
    'Ingrésalo en la página Eliminar mi cuenta dentro de ',
    ['minutes', 'plural', { one: ['#', ' minuto'], other: ['#', ' minutos'] }],
    ' para eliminar tu cuenta. Tu inicio de sesión y tus datos personales se borrarán; los registros de seguro que debemos conservar se quedan, sin tu nombre.',
  ],
  'accountMail.deletionIgnore': [
    'Si no pediste eliminar tu cuenta, no compartas este código y cambia tu contraseña.',
  ],
  'accountMail.exportSubject': ['Tus datos están listos para descargar'],
  'accountMail.exportReady': [
    'La copia de tus datos que pediste el ',
    ['asked'],
    ' está lista. Descárgala aquí:',
  ],
  'accountMail.exportLink': ['Descargar tus datos'],
  'accountMail.exportUntil': [
    'El enlace funciona hasta el ',
    ['until'],
    ' (UTC); después, el archivo se elimina. Es un archivo ZIP con tus registros en archivos JSON, uno por tipo de registro, y tus documentos: los comprobantes de seguro que subiste, las fotos de tus reclamos y los adjuntos de los correos que te enviamos.',
  ],
  'accountMail.exportIgnore': [
    'Si no pediste una copia de tus datos, cambia tu contraseña y comunícate con soporte.',
  ],
};
export default catalog;
