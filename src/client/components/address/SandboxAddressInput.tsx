import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useGetAddressSuggestionsQuery, type AddressSuggestion } from '../../api';
import { addressTexts } from '../../../domain/i18n/generated/en/address';
import { useTexts } from '../../i18n/useTexts';
import type { PickedAddress } from './addressTypes';

/** Suggestions are asked for once typing pauses this long (the documented 500 ms debounce). */
export const SUGGESTION_DEBOUNCE_MS = 500;
const SUGGESTION_LIMIT = 5;

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** Sandbox address autocomplete: an MUI Autocomplete fed by GET /v2/util/addressSuggestions. */
export function SandboxAddressInput({
  error,
  onPick,
  onType,
}: {
  error?: string;
  onPick: (address: PickedAddress) => void;
  onType: () => void;
}) {
  const t = useTexts(addressTexts);
  const [input, setInput] = useState('');
  const [value, setValue] = useState<AddressSuggestion | null>(null);
  const q = useDebounced(input.trim(), SUGGESTION_DEBOUNCE_MS);
  const { data, isFetching } = useGetAddressSuggestionsQuery(
    { q, limit: SUGGESTION_LIMIT },
    { skip: q === '' || value !== null },
  );
  return (
    <Autocomplete<AddressSuggestion>
      options={data?.suggestions ?? []}
      filterOptions={(options) => options}
      getOptionLabel={(option) => option.description}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={isFetching}
      value={value}
      inputValue={input}
      onInputChange={(_event, next, reason) => {
        setInput(next);
        if (reason === 'input') {
          // Typing after a selection clears it: city, state, zip and county go with it
          // (docs/product.md "Validation").
          setValue(null);
          onType();
        }
      }}
      onChange={(_event, option) => {
        setValue(option);
        if (option) {
          onPick({
            streetAddress: option.streetAddress,
            city: option.city,
            state: option.state,
            zip: option.zip,
            county: null,
            position: { lat: option.latitude, lng: option.longitude },
          });
        } else onType();
      }}
      noOptionsText={q === '' ? t('startTyping') : t('noMatch')}
      openText={t('openList')}
      closeText={t('closeList')}
      clearText={t('clear')}
      renderInput={(params) => (
        <TextField {...params} label={t('address')} error={Boolean(error)} helperText={error} />
      )}
    />
  );
}
