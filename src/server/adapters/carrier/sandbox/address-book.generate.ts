// Writes address-book.data.ts: a few hundred plausible residential addresses of the sandbox
// carrier, deterministically (a fixed-seed generator, no network). Run it again only to change
// the book: `npx tsx src/server/adapters/carrier/sandbox/address-book.generate.ts && npx prettier
// --write src/server/adapters/carrier/sandbox/address-book.data.ts`.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// City, state, zip, latitude, longitude (real city centres and one of their zip codes).
const CITIES: [string, string, string, number, number][] = [
  ['Birmingham', 'AL', '35205', 33.5186, -86.8104],
  ['Huntsville', 'AL', '35801', 34.7304, -86.5861],
  ['Phoenix', 'AZ', '85004', 33.4484, -112.074],
  ['Tucson', 'AZ', '85705', 32.2226, -110.9747],
  ['Little Rock', 'AR', '72201', 34.7465, -92.2896],
  ['Los Angeles', 'CA', '90026', 34.0522, -118.2437],
  ['San Diego', 'CA', '92103', 32.7157, -117.1611],
  ['Oakland', 'CA', '94610', 37.8044, -122.2712],
  ['Denver', 'CO', '80206', 39.7392, -104.9903],
  ['Boulder', 'CO', '80302', 40.015, -105.2705],
  ['Hartford', 'CT', '06105', 41.7658, -72.6734],
  ['Wilmington', 'DE', '19801', 39.7391, -75.5398],
  ['Tampa', 'FL', '33606', 27.9506, -82.4572],
  ['Orlando', 'FL', '32803', 28.5383, -81.3792],
  ['Miami', 'FL', '33130', 25.7617, -80.1918],
  ['Atlanta', 'GA', '30308', 33.749, -84.388],
  ['Savannah', 'GA', '31401', 32.0809, -81.0912],
  ['Boise', 'ID', '83702', 43.615, -116.2023],
  ['Chicago', 'IL', '60657', 41.8781, -87.6298],
  ['Springfield', 'IL', '62704', 39.7817, -89.6501],
  ['Indianapolis', 'IN', '46202', 39.7684, -86.1581],
  ['Des Moines', 'IA', '50309', 41.5868, -93.625],
  ['Wichita', 'KS', '67202', 37.6872, -97.3301],
  ['Louisville', 'KY', '40204', 38.2527, -85.7585],
  ['New Orleans', 'LA', '70115', 29.9511, -90.0715],
  ['Portland', 'ME', '04101', 43.6591, -70.2568],
  ['Baltimore', 'MD', '21218', 39.2904, -76.6122],
  ['Detroit', 'MI', '48201', 42.3314, -83.0458],
  ['Ann Arbor', 'MI', '48104', 42.2808, -83.743],
  ['Minneapolis', 'MN', '55408', 44.9778, -93.265],
  ['Jackson', 'MS', '39202', 32.2988, -90.1848],
  ['St. Louis', 'MO', '63110', 38.627, -90.1994],
  ['Kansas City', 'MO', '64111', 39.0997, -94.5786],
  ['Missoula', 'MT', '59801', 46.8721, -113.994],
  ['Omaha', 'NE', '68102', 41.2565, -95.9345],
  ['Las Vegas', 'NV', '89104', 36.1699, -115.1398],
  ['Manchester', 'NH', '03101', 42.9956, -71.4548],
  ['Newark', 'NJ', '07102', 40.7357, -74.1724],
  ['Jersey City', 'NJ', '07302', 40.7178, -74.0431],
  ['Albuquerque', 'NM', '87106', 35.0844, -106.6504],
  ['Brooklyn', 'NY', '11215', 40.6782, -73.9442],
  ['Buffalo', 'NY', '14201', 42.8864, -78.8784],
  ['Raleigh', 'NC', '27603', 35.7796, -78.6382],
  ['Charlotte', 'NC', '28203', 35.2271, -80.8431],
  ['Fargo', 'ND', '58102', 46.8772, -96.7898],
  ['Columbus', 'OH', '43215', 39.9612, -82.9988],
  ['Cleveland', 'OH', '44113', 41.4993, -81.6944],
  ['Oklahoma City', 'OK', '73103', 35.4676, -97.5164],
  ['Portland', 'OR', '97214', 45.5152, -122.6784],
  ['Philadelphia', 'PA', '19147', 39.9526, -75.1652],
  ['Pittsburgh', 'PA', '15213', 40.4406, -79.9959],
  ['Providence', 'RI', '02906', 41.824, -71.4128],
  ['Charleston', 'SC', '29401', 32.7765, -79.9311],
  ['Sioux Falls', 'SD', '57104', 43.5446, -96.7311],
  ['Nashville', 'TN', '37203', 36.1627, -86.7816],
  ['Memphis', 'TN', '38104', 35.1495, -90.049],
  ['Austin', 'TX', '78704', 30.2672, -97.7431],
  ['Houston', 'TX', '77006', 29.7604, -95.3698],
  ['Dallas', 'TX', '75204', 32.7767, -96.797],
  ['Salt Lake City', 'UT', '84102', 40.7608, -111.891],
  ['Burlington', 'VT', '05401', 44.4759, -73.2121],
  ['Richmond', 'VA', '23220', 37.5407, -77.436],
  ['Arlington', 'VA', '22201', 38.8816, -77.091],
  ['Seattle', 'WA', '98122', 47.6062, -122.3321],
  ['Spokane', 'WA', '99201', 47.6588, -117.426],
  ['Charleston', 'WV', '25301', 38.3498, -81.6326],
  ['Madison', 'WI', '53703', 43.0731, -89.4012],
  ['Milwaukee', 'WI', '53202', 43.0389, -87.9065],
  ['Cheyenne', 'WY', '82001', 41.14, -104.8202],
];

const STREETS = [
  'Main St',
  'Oak Ave',
  'Maple St',
  'Park Ave',
  'Washington St',
  'Lake St',
  'Elm St',
  'Cedar Ln',
  'Pine St',
  'Jefferson Ave',
  'Highland Ave',
  'Walnut St',
  'Spring St',
  'River Rd',
  'Lincoln Ave',
  'Church St',
  'Willow Dr',
  'Franklin St',
  'Chestnut St',
  'Sunset Blvd',
  'N 2nd St',
  'S 5th Ave',
  'W 8th St',
  'E 12th St',
];

// Park-Miller minimal standard generator: the same book on every run.
let seed = 20250601;
function random(): number {
  seed = (seed * 48271) % 2147483647;
  return seed / 2147483647;
}

export function generateAddressBook(): [string, string, string, string, number, number][] {
  const book: [string, string, string, string, number, number][] = [];
  const seen = new Set<string>();
  for (const [city, state, zip, lat, lng] of CITIES) {
    let made = 0;
    while (made < 5) {
      const street = STREETS[Math.floor(random() * STREETS.length)] ?? 'Main St';
      const number = 100 + Math.floor(random() * 49) * 20 + (random() < 0.5 ? 1 : 0);
      const line = `${number} ${street}`;
      const key = `${line}|${zip}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const latitude = Math.round((lat + (random() - 0.5) * 0.04) * 1e5) / 1e5;
      const longitude = Math.round((lng + (random() - 0.5) * 0.04) * 1e5) / 1e5;
      book.push([line, city, state, zip, latitude, longitude]);
      made += 1;
    }
  }
  return book;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = generateAddressBook()
    .map((row) => `  ${JSON.stringify(row)},`)
    .join('\n');
  const text = `// Generated by address-book.generate.ts (deterministic; do not edit by hand).
// The sandbox carrier's residential addresses: street, city, state, zip, latitude, longitude.
export const ADDRESS_BOOK: readonly (readonly [string, string, string, string, number, number])[] = [
${rows}
];
`;
  writeFileSync(new URL('./address-book.data.ts', import.meta.url), text);
}
