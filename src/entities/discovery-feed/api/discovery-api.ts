import { baseApi, tags, supabaseQuery } from '@/shared/api';
import { toDiscoveryPage, type DiscoveryRow } from '../lib/map-discovery-page';
import type { DiscoveryPage } from '../model/discovery-card';

/** The page size: 20 profiles a page, keyset-paged by the last row's cursor. */
export const DISCOVERY_PAGE_SIZE = 20;

export const discoveryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The signed-in member's feed, with their saved filters applied by the database. The argument is
     * the member's id, so that one member's feed is never served from the cache to another.
     */
    getDiscoveryFeed: build.infiniteQuery<DiscoveryPage, string, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
        // Saved preferences (or an edited profile) change what the feed holds: start again from the top.
        refetchCachedPages: false,
      },
      queryFn: ({ pageParam }) =>
        supabaseQuery(
          (supabase) => supabase
              .rpc('get_discovery_feed', { after: pageParam ?? undefined, page_size: DISCOVERY_PAGE_SIZE })
              .overrideTypes<DiscoveryRow[], { merge: false }>(),
          { context: 'Load discovery feed', map: (rows) => toDiscoveryPage(rows, DISCOVERY_PAGE_SIZE) },
        ),
      // The feed depends on the member's own row (saved filters, city, age) and on who is matched
      // with whom (a match hides a profile, which invalidates the profile list).
      providesTags: (_result, _error, memberId) => [
        tags.profile(memberId),
        tags.members,
      ],
    }),
  }),
});

export const { useGetDiscoveryFeedInfiniteQuery } = discoveryApi;
