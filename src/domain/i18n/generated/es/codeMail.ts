/* eslint-disable */
// Generated from src/domain/i18n/catalogs/codeMail.ts by `npm run codegen`. Do not edit.
import type { CompiledCatalog } from '../../texts';

const catalog: CompiledCatalog = {
  'codeMail.subject': ['Tu código de verificación'],
  'codeMail.hello': ['Hola:'],
  'codeMail.yourCodeIs': ['Tu código de verificación es:'],
  'codeMail.enterIt': [
    'Ingrésalo en el portal para continuar. Sirve una sola vez y es válido por ',
    ['minutes', 'plural', { one: ['#', ' minuto'], other: ['#', ' minutos'] }],
    '.',
  ],
  'codeMail.ignore': [
    'Si no pediste este código, puedes ignorar este correo: nadie puede iniciar sesión con él sin tu contraseña. Si sigues recibiendo códigos que no pediste, cambia tu contraseña.',
  ],
};
export default catalog;
