// A policy's coverage status in one word or two (docs/product.md "States"): the badge on every
// card and row (the dashboard, Your Policies, Insurance History), the verify page, the evidence of
// insurance and the staff console (domain/policies/coverageStatus.ts decides which applies; the
// server keeps the English). Dates are values, written MM/DD/YYYY.
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    active: 'Active',
    cancelled: 'Cancelled',
    lapsed: 'Lapsed',
    pending: 'Pending review',
    attention: 'Needs attention',
    startsOn: 'Starts on {date}',
    endsOn: 'Ends on {date}',
  },
  es: {
    active: 'Activa',
    cancelled: 'Cancelada',
    lapsed: 'Vencida',
    pending: 'En revisión',
    attention: 'Requiere atención',
    startsOn: 'Empieza el {date}',
    endsOn: 'Termina el {date}',
  },
});
