import { baseApi, tags, supabaseQuery } from '@/shared/api';
import { toOwnProfile } from '../lib/map-own-profile';
import { toPublicProfile, type PublicProfileNotNull, type PublicProfileRow } from '../lib/map-public-profile';
import type { OwnProfile } from '../model/own-profile';
import type { PublicProfile } from '../model/profile';

// The row and its photos (embedded through photos.user_id). Aliased: both relations already have
// a `photos` column, the list of URLs the database keeps.
const WITH_PHOTOS = '*, photo_rows:photos(id, url, is_primary, position, created_at)';

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The member's whole row, private fields included: RLS lets only its owner read `profiles`. */
    getOwnProfile: build.query<OwnProfile | null, string>({
      queryFn: (id) =>
        supabaseQuery((supabase) => supabase.from('profiles').select(WITH_PHOTOS).eq('id', id).maybeSingle(), {
          context: 'Load own profile',
          map: (row) => row && toOwnProfile(row),
        }),
      providesTags: (_result, _error, id) => [tags.profile(id)],
    }),
    /** What other members see; null when the profile is hidden from the caller or does not exist. */
    getPublicProfile: build.query<PublicProfile | null, string>({
      queryFn: (id) =>
        supabaseQuery(
          (supabase) =>
            supabase
              .from('public_profiles')
              .select(WITH_PHOTOS)
              .eq('id', id)
              .maybeSingle()
              .overrideTypes<PublicProfileNotNull>(),
          { context: 'Load profile', map: (row) => row && toPublicProfile(row) },
        ),
      // A hidden profile may become visible when who sees whom changes (a match), which invalidates the list.
      providesTags: (result, _error, id) =>
        result ? [tags.profile(id)] : [tags.profile(id), tags.members],
    }),
    /**
     * Another member's profile page (rpc `open_profile`): her public part with its photos, or null
     * when she is hidden or unknown. Opening her counts against the caller's profile views a day,
     * and past the limit the database refuses it (PT402, docs/plans.md, Limits): nothing of her comes.
     */
    openProfile: build.query<PublicProfile | null, string>({
      queryFn: (id) =>
        supabaseQuery((supabase) => supabase.rpc('open_profile', { member: id }), {
          context: 'Open profile',
          map: (row) => (row ? toPublicProfile(row as unknown as PublicProfileRow) : null),
        }),
      providesTags: (result, _error, id) => (result ? [tags.profile(id)] : [tags.profile(id), tags.members]),
    }),
  }),
});

export const { useGetOwnProfileQuery, useGetPublicProfileQuery, useOpenProfileQuery } = profileApi;
