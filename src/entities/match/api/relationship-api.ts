import { baseApi, tags, supabaseQuery } from '@/shared/api';
import { toMemberRelationship } from '../lib/map-relationship';
import type { MemberRelationship } from '../model/relationship';

export const relationshipApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Where the member stands with another (an argument: their id) and how she may see them: one
     * request for a profile page's actions, a conversation and its thread (get_relationship).
     */
    getRelationship: build.query<MemberRelationship, string>({
      queryFn: (memberId) =>
        supabaseQuery((supabase) => supabase.rpc('get_relationship', { member: memberId }).single(), {
          context: 'Load relationship',
          map: (row) => toMemberRelationship(row!),
        }),
      providesTags: (_result, _error, memberId) => [tags.relationship(memberId)],
    }),
  }),
});

export const { useGetRelationshipQuery } = relationshipApi;
