import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { debounce } from '@mui/material/utils';
import { useEffect, useMemo, useState } from 'react';
import { PLACE_QUERY_MIN_LENGTH, useSearchPlacesQuery } from '../api/place-api';
import type { Place } from '../model/place';

/** Typing pauses this long before the search runs, so a word typed fast makes one request. */
export const PLACE_SEARCH_DEBOUNCE_MS = 250;

/** The chosen place; `id` is null for a location saved as text before the gazetteer existed. */
export type PlaceValue = { id: number | null; label: string };

interface PlaceAutocompleteProps {
  value: PlaceValue | null;
  onChange: (place: Place | null) => void;
  label?: string;
  helperText?: string;
}

/** A city picker: suggestions from search_places as the member types; only a listed city can be chosen. */
export function PlaceAutocomplete({ value, onChange, label = 'Location', helperText }: PlaceAutocompleteProps) {
  const [input, setInput] = useState(value?.label ?? '');
  const [query, setQuery] = useState('');
  const search = useMemo(() => debounce((text: string) => setQuery(text.trim()), PLACE_SEARCH_DEBOUNCE_MS), []);
  useEffect(() => () => search.clear(), [search]);
  const tooShort = query.length < PLACE_QUERY_MIN_LENGTH;
  const { data: places = [], isFetching } = useSearchPlacesQuery(query, { skip: tooShort });

  return (
    <Autocomplete<PlaceValue>
      value={value}
      options={places}
      // The database already matched and ranked the places.
      filterOptions={(options) => options}
      getOptionLabel={(place) => place.label}
      getOptionKey={(place) => place.id ?? place.label}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      inputValue={input}
      onInputChange={(_event, text, reason) => {
        setInput(text);
        if (reason === 'input') search(text);
      }}
      onChange={(_event, place) => onChange(place && place.id !== null ? { id: place.id, label: place.label } : null)}
      loading={isFetching}
      loadingText="Searching..."
      noOptionsText={tooShort ? `Type at least ${PLACE_QUERY_MIN_LENGTH} letters of your city` : 'No city found'}
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText} />}
      fullWidth
    />
  );
}
