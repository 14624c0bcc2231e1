import { baseApi, tags, supabaseQuery } from '@/shared/api';
import { toInterest, type InterestRow } from '../lib/map-interest';
import type { Interest } from '../model/interest';

/** The interests between the member and someone else: at most one each way. */
export interface InterestsWithMember {
  sent: Interest | null;
  received: Interest | null;
}

export interface InterestsWithMemberArgs {
  me: string;
  memberId: string;
}

const pairOf = (me: string, rows: InterestRow[]): InterestsWithMember => ({
  sent: rows.filter((row) => row.sender_id === me).map(toInterest)[0] ?? null,
  received: rows.filter((row) => row.receiver_id === me).map(toInterest)[0] ?? null,
});

export const interestsWithMemberApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Whether either has shown interest in the other, and what became of it (a profile page's state). */
    getInterestsWithMember: build.query<InterestsWithMember, InterestsWithMemberArgs>({
      queryFn: ({ me, memberId }) =>
        supabaseQuery(
          // Both ends among the two: with "never oneself", exactly the pair's interests, either way.
          (supabase) => supabase.from('interests').select('*').in('sender_id', [me, memberId]).in('receiver_id', [me, memberId]),
          { context: 'Load interests with member', map: (rows) => pairOf(me, rows ?? []) },
        ),
      providesTags: (_result, _error, { memberId }) => [tags.interestsWith(memberId)],
    }),
  }),
});

export const { useGetInterestsWithMemberQuery } = interestsWithMemberApi;
