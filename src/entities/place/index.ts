export { placeApi, useSearchPlacesQuery, PLACE_QUERY_MIN_LENGTH } from './api/place-api';
export type { Place } from './model/place';
export { PlaceAutocomplete, PLACE_SEARCH_DEBOUNCE_MS, type PlaceValue } from './ui/PlaceAutocomplete';
