// The accessibility statement (/accessibility, docs/accessibility.md): what it says is what the
// gates in test/e2e check. {brand} is the brand's name.
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    title: 'Accessibility',
    intro:
      'Everyone should be able to insure their home with {brand}, whatever device, browser or assistive technology they use.',
    targetTitle: 'Our target',
    target:
      'Every page and dialog of {brand} is built to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA: text contrast of at least 4.5:1, a visible focus ring on everything you can reach with a keyboard, tap targets of 44 pixels, and pages that reflow on a phone without sideways scrolling.',
    testTitle: 'How we test it',
    testAxe:
      'Automated checks (axe-core) on every page and on every menu and dialog that opens without buying anything, against WCAG 2.0, 2.1 and 2.2 A and AA rules, target size included. A serious or critical finding stops a release.',
    testKeyboard:
      'A keyboard-only walk from the home page to a price, using only Tab, Enter, Space, the arrow keys and typing, that checks the focus is visible at every stop.',
    testLayout:
      'A layout check of every page on a 390 pixel wide phone and a 1366 pixel wide screen: no sideways scrolling, no text cut off or overlapping other text.',
    testLanguages: 'The same checks in English and in Spanish.',
    testEveryChange:
      'These checks run on every change to the product, together with its other tests.',
    limitsTitle: 'Known limitations',
    limitMap:
      'The map on the address step is a picture; the address it shows is always written out beside it.',
    limitLinks:
      'Links to our marketing site, social media and the insurer open pages we do not control.',
    limitScreenReaders:
      'Automated tools find only part of the problems. We have not yet run a full test with screen readers (VoiceOver, TalkBack, NVDA) and people who use them.',
    reportTitle: 'Report a problem',
    report:
      'If something on {brand} is hard or impossible for you to use, tell us what page you were on and what happened, and we will help you finish what you were doing.',
    writeOrCall: 'Write to {email} or call {phone}.',
    lastReviewed: 'Last reviewed on {date}.',
  },
  es: {
    title: 'Accesibilidad',
    intro:
      'Todas las personas deberían poder asegurar su hogar con {brand}, sin importar el dispositivo, el navegador o la tecnología de apoyo que usen.',
    targetTitle: 'Nuestro objetivo',
    target:
      'Cada página y cada diálogo de {brand} están hechos para cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA: un contraste de texto de al menos 4.5:1, un indicador de foco visible en todo lo que puedes alcanzar con el teclado, áreas táctiles de 44 píxeles y páginas que se adaptan al teléfono sin desplazamiento lateral.',
    testTitle: 'Cómo lo comprobamos',
    testAxe:
      'Revisiones automáticas (axe-core) en cada página y en cada menú y diálogo que se abre sin comprar nada, con las reglas A y AA de WCAG 2.0, 2.1 y 2.2, incluido el tamaño de las áreas táctiles. Un hallazgo grave o crítico detiene una publicación.',
    testKeyboard:
      'Un recorrido solo con el teclado desde la página de inicio hasta un precio, usando solo Tab, Enter, la barra espaciadora, las flechas y la escritura, que comprueba que el foco se vea en cada paso.',
    testLayout:
      'Una revisión del diseño de cada página en un teléfono de 390 píxeles de ancho y en una pantalla de 1366 píxeles: sin desplazamiento lateral y sin texto cortado ni encimado sobre otro texto.',
    testLanguages: 'Las mismas revisiones en inglés y en español.',
    testEveryChange:
      'Estas revisiones se hacen con cada cambio del producto, junto con sus demás pruebas.',
    limitsTitle: 'Limitaciones conocidas',
    limitMap:
      'El mapa del paso de la dirección es una imagen; la dirección que muestra siempre está escrita a su lado.',
    limitLinks:
      'Los enlaces a nuestro sitio de marketing, a las redes sociales y a la aseguradora abren páginas que no controlamos.',
    limitScreenReaders:
      'Las herramientas automáticas encuentran solo una parte de los problemas. Todavía no hemos hecho una prueba completa con lectores de pantalla (VoiceOver, TalkBack, NVDA) y con las personas que los usan.',
    reportTitle: 'Reportar un problema',
    report:
      'Si algo en {brand} te resulta difícil o imposible de usar, dinos en qué página estabas y qué pasó, y te ayudaremos a terminar lo que estabas haciendo.',
    writeOrCall: 'Escríbenos a {email} o llámanos al {phone}.',
    lastReviewed: 'Última revisión: {date}.',
  },
});
