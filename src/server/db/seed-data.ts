// The undated part of the demo world: partner companies, their buildings, and coupons.
// Names and companies are fictional; addresses, counties and coordinates are real places.
import { DEMO_NON_PARTNERED_ADDRESS } from './demo';
import type { NewCoupon, NewManagementCompany, NewProperty } from './schema';

export type CompanySlug = 'lakeshore' | 'prairie-pine' | 'coastal-keystone';

export const DEMO_COMPANIES: readonly (NewManagementCompany & { slug: CompanySlug })[] = [
  {
    name: 'Lakeshore Property Management',
    slug: 'lakeshore',
    logo: '/logos/lakeshore.svg',
    interestedParty: 'Lakeshore Property Management',
    interestedPartyMailingAddress: 'PO Box 620\nMiddleton, WI 53562',
    interestedPartyLiabilityLimit: 100000,
    address: '6405 Century Ave, Suite 200',
    city: 'Middleton',
    state: 'WI',
    zip: '53562',
    ownerEmail: 'compliance@lakeshore-pm.example.com',
    liabilityLimit: 100000,
    contentAmount: null,
    skipRoommates: false,
  },
  {
    // Requires $300,000 liability (the questionnaire path) and $20,000 personal property.
    name: 'Prairie & Pine Residential',
    slug: 'prairie-pine',
    logo: '/logos/prairie-pine.svg',
    interestedParty: 'Prairie & Pine Residential',
    interestedPartyMailingAddress: 'Attn: Resident Insurance\nPO Box 4410\nAustin, TX 78765',
    interestedPartyLiabilityLimit: 300000,
    address: '500 W 2nd St, Suite 1900',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    ownerEmail: 'insurance@prairiepine.example.com',
    liabilityLimit: 300000,
    contentAmount: 20000,
    skipRoommates: false,
  },
  {
    // Its buildings skip the roommate step (one building overrides that, see properties).
    name: 'Coastal Keystone Living',
    slug: 'coastal-keystone',
    logo: '/logos/coastal-keystone.svg',
    interestedParty: 'Coastal Keystone Living',
    interestedPartyMailingAddress: '4140 Parklake Ave Suite 300\nRaleigh, NC 27612',
    interestedPartyLiabilityLimit: 200000,
    address: '4140 Parklake Ave Suite 300',
    city: 'Raleigh',
    state: 'NC',
    zip: '27612',
    ownerEmail: 'residents@coastalkeystone.example.com',
    liabilityLimit: 200000,
    contentAmount: null,
    skipRoommates: true,
  },
];

export type PropertyKey =
  | 'willow'
  | 'lincolnPark'
  | 'bartonCreek'
  | 'cherryCreek'
  | 'oberlin'
  | 'bayshore'
  | 'federalHill'
  | 'prospect';

type DemoProperty = Omit<NewProperty, 'managementCompanyId'> & {
  key: PropertyKey;
  company: CompanySlug | null;
};

export const DEMO_PROPERTIES: readonly DemoProperty[] = [
  {
    key: 'willow',
    company: 'lakeshore',
    propertyName: 'The Willow Apartments',
    buildingName: 'Willow North',
    rentalAddress: '1402 Regent St',
    city: 'Madison',
    state: 'WI',
    zipCode: '53711',
    county: 'Dane',
    latitude: 43.0675,
    longitude: -89.4105,
  },
  {
    key: 'lincolnPark',
    company: 'lakeshore',
    propertyName: 'Lincoln Park Lofts',
    buildingName: 'Clark Street Lofts',
    rentalAddress: '2350 N Clark St',
    city: 'Chicago',
    state: 'IL',
    zipCode: '60614',
    county: 'Cook',
    latitude: 41.9249,
    longitude: -87.6404,
  },
  {
    key: 'bartonCreek',
    company: 'prairie-pine',
    propertyName: 'Barton Creek Commons',
    buildingName: 'Building C',
    rentalAddress: '2201 S Lamar Blvd',
    city: 'Austin',
    state: 'TX',
    zipCode: '78704',
    county: 'Travis',
    latitude: 30.2466,
    longitude: -97.7737,
  },
  {
    key: 'cherryCreek',
    company: 'prairie-pine',
    propertyName: 'Cherry Creek Flats',
    buildingName: 'Flats West',
    rentalAddress: '250 Clayton St',
    city: 'Denver',
    state: 'CO',
    zipCode: '80206',
    county: 'Denver',
    latitude: 39.7199,
    longitude: -104.9517,
  },
  {
    key: 'oberlin',
    company: 'coastal-keystone',
    propertyName: 'Oberlin Village',
    buildingName: 'Tower A',
    rentalAddress: '1820 Oberlin Rd',
    city: 'Raleigh',
    state: 'NC',
    zipCode: '27608',
    county: 'Wake',
    latitude: 35.8096,
    longitude: -78.6617,
  },
  {
    key: 'bayshore',
    company: 'coastal-keystone',
    propertyName: 'Bayshore Palms',
    buildingName: 'Palms South',
    rentalAddress: '3001 Bayshore Blvd',
    city: 'Tampa',
    state: 'FL',
    zipCode: '33629',
    county: 'Hillsborough',
    latitude: 27.9166,
    longitude: -82.4852,
  },
  {
    key: 'federalHill',
    company: 'coastal-keystone',
    propertyName: 'Federal Hill Residences',
    buildingName: 'Atwells House',
    rentalAddress: '301 Atwells Ave',
    city: 'Providence',
    state: 'RI',
    zipCode: '02903',
    county: 'Providence',
    latitude: 41.8236,
    longitude: -71.4222,
    // Overrides the company's skip-roommates for this one building.
    skipRoommates: false,
  },
  {
    // Not a partner property: an address tenants may insure, with no management company.
    key: 'prospect',
    company: null,
    propertyName: DEMO_NON_PARTNERED_ADDRESS.rentalAddress,
    buildingName: null,
    ...DEMO_NON_PARTNERED_ADDRESS,
    county: 'Milwaukee',
    latitude: 43.0587,
    longitude: -87.8874,
  },
];

/** Coupons for renters-association members; the last is inactive (must not be offered). */
export const DEMO_COUPONS: readonly NewCoupon[] = [
  {
    company: 'PawHealth Pet Insurance',
    title: '10% off pet health coverage',
    description:
      'Members save 10% on any accident and illness plan for dogs and cats. Use code RENTERS10.',
  },
  {
    company: 'Two Wheels Bike Shop',
    title: '15% off a full tune-up',
    description: 'Show this coupon at any Two Wheels location. One tune-up per member per year.',
  },
  {
    company: 'FreshCrate Meals',
    title: '$20 off your first box',
    description: 'Fresh ingredients and recipes delivered weekly. New customers only.',
  },
  {
    company: 'StoreSafe Self Storage',
    title: 'First month free',
    description: 'Rent any unit for three months or more and the first month is on us.',
  },
  {
    company: 'MoveRight Movers',
    title: '$50 off a local move',
    description: 'Offer ended.',
    active: false,
  },
];
