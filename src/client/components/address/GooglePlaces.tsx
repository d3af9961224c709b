import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useEffect, useRef } from 'react';
import { usePlacesWidget } from 'react-google-autocomplete';
import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, MAP_LOCATED_ZOOM } from '../../../domain/constants';
import { addressTexts } from '../../../domain/i18n/generated/en/address';
import { useTexts } from '../../i18n/useTexts';
import type { PickedAddress } from './addressTypes';

// Loaded only when settings.mapsProvider is 'google' with a key (this module is its own chunk).

interface PlaceComponent {
  long_name: string;
  short_name: string;
  types: string[];
}
interface Place {
  address_components?: PlaceComponent[];
  geometry?: { location?: { lat(): number; lng(): number } };
}

function fromPlace(place: Place): PickedAddress | null {
  const parts = place.address_components ?? [];
  const get = (type: string, short = false) => {
    const part = parts.find((p) => p.types.includes(type));
    return part ? (short ? part.short_name : part.long_name) : '';
  };
  const street = [get('street_number'), get('route', true)].filter(Boolean).join(' ');
  const location = place.geometry?.location;
  if (!street) return null;
  return {
    streetAddress: street,
    city: get('locality') || get('sublocality') || get('postal_town'),
    state: get('administrative_area_level_1', true),
    zip: get('postal_code'),
    county: get('administrative_area_level_2') || null,
    position: location ? { lat: location.lat(), lng: location.lng() } : null,
  };
}

/** Google Places address input (react-google-autocomplete). */
export function GoogleAddressInput({
  apiKey,
  error,
  onPick,
  onType,
}: {
  apiKey: string;
  error?: string;
  onPick: (address: PickedAddress | null) => void;
  onType: () => void;
}) {
  const t = useTexts(addressTexts);
  const { ref } = usePlacesWidget<HTMLInputElement>({
    apiKey,
    onPlaceSelected: (place) => onPick(fromPlace(place as unknown as Place)),
    options: {
      types: ['address'],
      componentRestrictions: { country: 'us' },
      fields: ['address_components', 'geometry'],
    } as never,
  });
  return (
    <TextField
      label={t('address')}
      fullWidth
      inputRef={ref}
      onChange={onType}
      error={Boolean(error)}
      helperText={error}
    />
  );
}

interface MapsGlobal {
  maps: {
    Map: new (
      el: HTMLElement,
      options: object,
    ) => { setCenter(c: object): void; setZoom(z: number): void };
    Marker: new (options: object) => unknown;
  };
}

/** A Google map; the Maps script is loaded by the Places input above (same key). */
export function GoogleMapView({ position }: { position: { lat: number; lng: number } | null }) {
  const el = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const google = (window as unknown as { google?: MapsGlobal }).google;
    if (!el.current || !google?.maps) return;
    const center = position ?? MAP_DEFAULT_CENTER;
    const map = new google.maps.Map(el.current, {
      center,
      zoom: position ? MAP_LOCATED_ZOOM : MAP_DEFAULT_ZOOM,
      disableDefaultUI: true,
    });
    if (position) new google.maps.Marker({ map, position });
  }, [position]);
  return <Box ref={el} sx={{ height: 220, my: 2, borderRadius: 1, bgcolor: '#e8f0f5' }} />;
}
