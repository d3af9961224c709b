/* eslint-disable */
// Generated from src/domain/i18n/catalogs/accessibility.ts by `npm run codegen`. Do not edit.
import type { CompiledCatalog } from '../../texts';

const catalog: CompiledCatalog = {
  'accessibility.title': ['Accesibilidad'],
  'accessibility.intro': [
    'Todas las personas deberían poder asegurar su hogar con ',
    ['brand'],
    ', sin importar el dispositivo, el navegador o la tecnología de apoyo que usen.',
  ],
  'accessibility.targetTitle': ['Nuestro objetivo'],
  'accessibility.target': [
    'Cada página y cada diálogo de ',
    ['brand'],
    ' están hechos para cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA: un contraste de texto de al menos 4.5:1, un indicador de foco visible en todo lo que puedes alcanzar con el teclado, áreas táctiles de 44 píxeles y páginas que se adaptan al teléfono sin desplazamiento lateral.',
  ],
  'accessibility.testTitle': ['Cómo lo comprobamos'],
  'accessibility.testAxe': [
    'Revisiones automáticas (axe-core) en cada página y en cada menú y diálogo que se abre sin comprar nada, con las reglas A y AA de WCAG 2.0, 2.1 y 2.2, incluido el tamaño de las áreas táctiles. Un hallazgo grave o crítico detiene una publicación.',
  ],
  'accessibility.testKeyboard': [
    'Un recorrido solo con el teclado desde la página de inicio hasta un precio, usando solo Tab, Enter, la barra espaciadora, las flechas y la escritura, que comprueba que el foco se vea en cada paso.',
  ],
  'accessibility.testLayout': [
    'Una revisión del diseño de cada página en un teléfono de 390 píxeles de ancho y en una pantalla de 1366 píxeles: sin desplazamiento lateral y sin texto cortado ni encimado sobre otro texto.',
  ],
  'accessibility.testLanguages': ['Las mismas revisiones en inglés y en español.'],
  'accessibility.testEveryChange': [
    'Estas revisiones se hacen con cada cambio del producto, junto con sus demás pruebas.',
  ],
  'accessibility.limitsTitle': ['Limitaciones conocidas'],
  'accessibility.limitMap': [
    'El mapa del paso de la dirección es una imagen; la dirección que muestra siempre está escrita a su lado.',
  ],
  'accessibility.limitLinks': [
    'Los enlaces a nuestro sitio de marketing, a las redes sociales y a la aseguradora abren páginas que no controlamos.',
  ],
  'accessibility.limitScreenReaders': [
    'Las herramientas automáticas encuentran solo una parte de los problemas. Todavía no hemos hecho una prueba completa con lectores de pantalla (VoiceOver, TalkBack, NVDA) y con las personas que los usan.',
  ],
  'accessibility.reportTitle': ['Reportar un problema'],
  'accessibility.report': [
    'Si algo en ',
    ['brand'],
    ' te resulta difícil o imposible de usar, dinos en qué página estabas y qué pasó, y te ayudaremos a terminar lo que estabas haciendo.',
  ],
  'accessibility.writeOrCall': ['Escríbenos a ', ['email'], ' o llámanos al ', ['phone'], '.'],
  'accessibility.lastReviewed': ['Última revisión: ', ['date'], '.'],
};
export default catalog;
