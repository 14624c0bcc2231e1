import { baseApi, supabaseQuery } from '@/shared/api';
import type { Place } from '../model/place';

/** Shorter queries match too many places to be useful: the picker waits for this many characters. */
export const PLACE_QUERY_MIN_LENGTH = 2;
export const PLACE_SUGGESTIONS = 8;

export const placeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Cities whose name starts with the query, biggest first (search_places; members only). */
    searchPlaces: build.query<Place[], string>({
      queryFn: (query) =>
        supabaseQuery((supabase) => supabase.rpc('search_places', { query, max_results: PLACE_SUGGESTIONS }), {
          context: 'Search places',
          map: (rows) => (rows ?? []).map(({ id, label }) => ({ id, label })),
        }),
    }),
  }),
});

export const { useSearchPlacesQuery } = placeApi;
