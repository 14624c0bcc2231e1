import { baseApi, supabaseQuery } from '@/shared/api';
import { orderPersonas } from '../lib/order-personas';
import type { MatchmakerPersona } from '../model/matchmaker-persona';

export const matchmakerPersonaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The four personas: product data that only a migration changes, so it stays cached while the app runs. */
    getMatchmakerPersonas: build.query<MatchmakerPersona[], void>({
      queryFn: () =>
        supabaseQuery((supabase) => supabase.from('matchmaker_personas').select('id, name, description, personality, specialty, avatar'), {
          context: 'Load matchmaker personas',
          map: (rows) => orderPersonas(rows ?? []),
        }),
      keepUnusedDataFor: Number.POSITIVE_INFINITY,
    }),
  }),
});

export const { useGetMatchmakerPersonasQuery } = matchmakerPersonaApi;
