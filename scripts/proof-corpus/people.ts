// Invented tenants at real-looking US addresses, and management companies (the three of the demo
// data, src/server/db/seed-data.ts, and others; several use the PO Box in Middleton, WI that the
// product's proof mailbox uses).
import type { Company, Tenant } from './model';

const t = (
  first: string,
  last: string,
  street: string,
  unit: string | null,
  unitStyle: Tenant['unitStyle'],
  city: string,
  state: string,
  zip: string,
  middle?: string,
): Tenant => ({
  first,
  last,
  street,
  unit,
  unitStyle,
  city,
  state,
  zip,
  ...(middle ? { middle } : {}),
});

export const TENANTS = {
  sofia: t('Sofia', 'Ramirez', '2417 W Armitage Ave', '3R', 'Apt', 'Chicago', 'IL', '60647'),
  marcus: t('Marcus', 'Bell', '815 E 6th St', '204', 'Unit', 'Austin', 'TX', '78702', 'J'),
  hannah: t('Hannah', 'Kowalski', '3310 Hillsborough St', '12', 'Apt', 'Raleigh', 'NC', '27607'),
  devon: t('Devon', 'Achebe', '1402 Regent St', '7', 'Apt', 'Madison', 'WI', '53711'),
  emily: t('Emily', 'Nguyen', '1050 E Apache Blvd', '2114', 'Apt', 'Tempe', 'AZ', '85281'),
  carlos: t('Carlos', 'Mendoza', '2200 NW Glisan St', '508', 'Apt', 'Portland', 'OR', '97210'),
  aisha: t('Aisha', 'Rahman', '1625 Eastern Ave', '3', '#', 'Baltimore', 'MD', '21231'),
  tyler: t('Tyler', 'Brooks', '940 Peachtree St NE', '1812', 'Unit', 'Atlanta', 'GA', '30309'),
  grace: t('Grace', "O'Connor", '215 Commonwealth Ave', '4', 'Apt', 'Boston', 'MA', '02116'),
  jamal: t('Jamal', 'Washington', '1450 N Ogden St', '305', 'Apt', 'Denver', 'CO', '80218'),
  lena: t('Lena', 'Fischer', '612 S 5th St', '2', '#', 'Minneapolis', 'MN', '55415'),
  kenji: t('Kenji', 'Watanabe', '1919 3rd Ave', '1402', 'Apt', 'Seattle', 'WA', '98101'),
  rosa: t('Rosa', 'Delgado', '3000 Bayshore Blvd', '1107', 'Apt', 'Tampa', 'FL', '33629'),
  ethan: t('Ethan', 'Park', '250 W 85th St', '6C', 'Apt', 'New York', 'NY', '10024'),
  olivia: t('Olivia', 'Chen', '1301 S Lamar Blvd', '316', 'Unit', 'Austin', 'TX', '78704'),
  samuel: t('Samuel', 'Okonkwo', '2011 N Charles St', '2F', 'Apt', 'Baltimore', 'MD', '21218'),
  brianna: t('Brianna', 'Lewis', '1180 Chambers Rd', '9', 'Apt', 'Columbus', 'OH', '43212'),
  noah: t('Noah', 'Patel', '3716 Spruce St', '3', 'Apt', 'Philadelphia', 'PA', '19104'),
  isabella: t('Isabella', 'Rossi', '720 W Washington Ave', '401', 'Apt', 'Madison', 'WI', '53715'),
  wei: t('Wei', 'Zhang', '2600 Guadalupe St', '1210', 'Apt', 'Austin', 'TX', '78705'),
  diego: t('Diego', 'Alvarez', '5505 Ross Ave', '1422', 'Apt', 'Dallas', 'TX', '75206'),
  fatima: t('Fatima', 'Haddad', '1120 Olive St', '1605', 'Apt', 'St. Louis', 'MO', '63101'),
  ryan: t('Ryan', 'McAllister', '410 Welch Ave', '22', 'Apt', 'Ames', 'IA', '50014'),
  chloe: t('Chloe', 'Martin', '1833 Pearl St', null, 'Apt', 'Boulder', 'CO', '80302'),
  omar: t('Omar', 'Farouk', '3120 Wilshire Blvd', '615', 'Apt', 'Los Angeles', 'CA', '90010'),
  megan: t('Megan', 'Sullivan', '1708 Belmont Blvd', '5', 'Apt', 'Nashville', 'TN', '37212'),
  luis: t('Luis', 'Ortega', '4301 Ravenswood Dr', '110', 'Unit', 'Raleigh', 'NC', '27612'),
  zoe: t('Zoe', 'Harper', '920 SW 6th Ave', '1003', 'Apt', 'Portland', 'OR', '97204'),
  andre: t('Andre', 'Dubois', '5240 Prytania St', 'B', 'Apt', 'New Orleans', 'LA', '70115'),
  nora: t('Nora', 'Lindqvist', '118 N Pinckney St', '3', 'Apt', 'Madison', 'WI', '53703'),
  victor: t('Victor', 'Huang', '600 N Broadway', '1520', 'Unit', 'Milwaukee', 'WI', '53202'),
  jade: t('Jade', 'Simmons', '2150 N Halsted St', '3F', 'Apt', 'Chicago', 'IL', '60614'),
  kofi: t('Kofi', 'Mensah', '4801 Main St', '210', 'Apt', 'Kansas City', 'MO', '64112'),
  paige: t('Paige', 'Whitfield', '77 Harbor Ave', '12', '#', 'Duluth', 'MN', '55802'),
};

const MIDDLETON = 'PO Box 620\nMiddleton, WI 53562';

export const COMPANIES = {
  lakeshore: {
    name: 'Lakeshore Property Management',
    interestedParty: 'Lakeshore Property Management',
    mailing: MIDDLETON,
    minimumLiability: 100_000,
  },
  prairiePine: {
    name: 'Prairie & Pine Residential',
    interestedParty: 'Prairie & Pine Residential',
    mailing: 'Attn: Resident Insurance\nPO Box 4410\nAustin, TX 78765',
    minimumLiability: 300_000,
  },
  coastal: {
    name: 'Coastal Keystone Living',
    interestedParty: 'Coastal Keystone Living',
    mailing: '4140 Parklake Ave, Suite 300\nRaleigh, NC 27612',
    minimumLiability: 200_000,
  },
  granite: {
    name: 'Granite Ridge Residential',
    interestedParty: 'Granite Ridge Residential LLC',
    mailing: MIDDLETON,
    minimumLiability: 100_000,
  },
  sonoran: {
    name: 'Sonoran Vista Property Management',
    interestedParty: 'Sonoran Vista Property Management',
    mailing: 'PO Box 31870\nTempe, AZ 85285',
    minimumLiability: 100_000,
  },
  brightwater: {
    name: 'Brightwater Communities',
    interestedParty: 'Brightwater Communities Inc.',
    mailing: '1200 NW Naito Pkwy, Suite 410\nPortland, OR 97209',
    minimumLiability: 300_000,
  },
  harborline: {
    name: 'Harborline Apartments',
    interestedParty: 'Harborline Apartments LLC',
    mailing: 'PO Box 7745\nBaltimore, MD 21221',
    minimumLiability: 100_000,
  },
  magnolia: {
    name: 'Magnolia Park Residential',
    interestedParty: 'Magnolia Park Residential',
    mailing: MIDDLETON,
    minimumLiability: 100_000,
  },
  summit: {
    name: 'Summit Peak Living',
    interestedParty: 'Summit Peak Living LLC',
    mailing: MIDDLETON,
    minimumLiability: 300_000,
  },
  riverbend: {
    name: 'Riverbend Property Co.',
    interestedParty: 'Riverbend Property Company',
    mailing: 'PO Box 2290\nColumbus, OH 43216',
    minimumLiability: 100_000,
  },
  peachtree: {
    name: 'Peachtree Urban Homes',
    interestedParty: 'Peachtree Urban Homes LP',
    mailing: 'PO Box 620\nMiddleton, WI 53562',
    minimumLiability: 100_000,
  },
  bayview: {
    name: 'Bayview Residential Group',
    interestedParty: 'Bayview Residential Group',
    mailing: 'PO Box 25118\nTampa, FL 33622',
    minimumLiability: 100_000,
  },
} satisfies Record<string, Company>;

/** Another company, the interested party on a page that names the wrong one. */
export const OTHER_PARTY = {
  name: 'Cornerstone Realty Advisors',
  lines: ['Cornerstone Realty Advisors', '88 Dock Rd', 'Duluth, MN 55802'],
};
