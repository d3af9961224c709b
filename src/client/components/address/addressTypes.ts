/** A point on the map (Google's map, when configured). */
export interface MapPosition {
  lat: number;
  lng: number;
}

/** An address picked from an autocomplete (sandbox suggestions or Google Places). */
export interface PickedAddress {
  streetAddress: string;
  city: string;
  state: string;
  zip: string;
  county: string | null;
  position: MapPosition | null;
}
