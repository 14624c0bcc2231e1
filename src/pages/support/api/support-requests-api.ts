import { baseApi, supabaseQuery, tags } from '@/shared/api';
import { SUPPORT_REQUEST_COLUMNS, toSupportRequest, type SupportRequestRow } from '../lib/map-support-request';
import type { SupportRequest } from '../model/support-request';

/** Her newest requests: five a day at most, so a page's worth is months of them. */
const LIST_SIZE = 50;

// Who reads which request is the database's rule (her own only: supabase/migrations/…_support_requests.sql).
export const supportRequestsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The member's own requests, newest first (an argument: her id, so that another member's never shows). */
    getMySupportRequests: build.query<SupportRequest[], string>({
      queryFn: () =>
        supabaseQuery(
          (supabase) => supabase.from('support_requests').select(SUPPORT_REQUEST_COLUMNS).order('created_at', { ascending: false }).limit(LIST_SIZE),
          {
            context: 'Load support requests',
            map: (rows) => ((rows ?? []) as SupportRequestRow[]).map(toSupportRequest),
          },
        ),
      providesTags: [tags.supportRequests],
    }),
  }),
});

export const { useGetMySupportRequestsQuery } = supportRequestsApi;
