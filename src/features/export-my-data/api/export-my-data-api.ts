import { baseApi, supabaseQuery, type Json } from '@/shared/api';

const exportMyDataApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** export_my_data(): everything the database holds about the caller, and nobody else's private data. */
    exportMyData: build.mutation<Json, void>({
      queryFn: () =>
        supabaseQuery((supabase) => supabase.rpc('export_my_data'), { context: 'Export my data', map: (data) => data ?? null }),
    }),
  }),
});

export const { useExportMyDataMutation } = exportMyDataApi;
