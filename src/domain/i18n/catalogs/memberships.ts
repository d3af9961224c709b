// An association member's enrollment cards on the dashboard (docs/product.md "Dashboard" 'Your
// Policies and Memberships', "Records" Enrollment): domain/policies/memberships.ts builds each
// card's rows. The association's name is its own (not translated). Loaded with the cards' chunk.
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    kind: 'Membership',
    intro: 'Your renters association membership and the coverage enrolled through it.',
    policyNumber: 'Policy number',
    term: 'Term',
    liability: 'Personal liability',
    contents: 'Personal property',
    price: 'Price',
    perMonth: '{amount} a month',
    // The term's first and last days, written as the language writes days
    termDays: '{start} – {end}',
    notAvailable: 'N/A',
    current: 'Current',
    upcoming: 'Upcoming',
    ended: 'Ended',
    coupons: 'See Your Member Coupons',
    loadFailed: "We couldn't load your memberships. Pull down or press Refresh to try again.",
  },
  es: {
    kind: 'Membresía',
    intro: 'Tu membresía de la asociación de inquilinos y la cobertura contratada con ella.',
    policyNumber: 'Número de póliza',
    term: 'Periodo',
    liability: 'Responsabilidad civil personal',
    contents: 'Bienes personales',
    price: 'Precio',
    perMonth: '{amount} al mes',
    termDays: '{start} – {end}',
    notAvailable: 'N/D',
    current: 'Vigente',
    upcoming: 'Próxima',
    ended: 'Terminada',
    coupons: 'Ver tus cupones de miembro',
    loadFailed:
      'No pudimos cargar tus membresías. Desliza hacia abajo o presiona Actualizar para intentarlo de nuevo.',
  },
});
