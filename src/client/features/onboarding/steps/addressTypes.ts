import type { MapPosition } from '../../../components/OfflineMap';

/** An address picked from an autocomplete (sandbox suggestions or Google Places). */
export interface PickedAddress {
  streetAddress: string;
  city: string;
  state: string;
  zip: string;
  county: string | null;
  position: MapPosition | null;
}
