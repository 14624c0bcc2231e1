import { separatedMemberTags } from '@/entities/match';
import { baseApi, supabaseQuery, tags } from '@/shared/api';
import type { ReportReason } from '../model/report-reason';

export interface BlockedMember {
  id: string;
  username: string;
  firstName: string | null;
  blockedAt: string;
}

export interface ReportArgs {
  memberId: string;
  reason: ReportReason;
  /** As typed; the database trims it, and an empty one is none. */
  details: string;
  alsoBlock: boolean;
}

// The rules are the database's (supabase/schemas/safety); these are its calls. Failures read as
// SPEC §8 maps them, and reporting too often (PT429) in the database's own words.
export const memberSafetyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    blockMember: build.mutation<null, string>({
      queryFn: (memberId) =>
        supabaseQuery((supabase) => supabase.rpc('block_member', { member: memberId }), { context: 'Block member', map: () => null }),
      invalidatesTags: (_result, error, memberId) => (error ? [] : separatedMemberTags(memberId)),
    }),
    unmatchMember: build.mutation<null, string>({
      queryFn: (memberId) =>
        supabaseQuery((supabase) => supabase.rpc('unmatch_member', { member: memberId }), { context: 'Unmatch member', map: () => null }),
      invalidatesTags: (_result, error, memberId) => (error ? [] : separatedMemberTags(memberId)),
    }),
    reportMember: build.mutation<null, ReportArgs>({
      queryFn: ({ memberId, reason, details, alsoBlock }) =>
        supabaseQuery(
          (supabase) => supabase.rpc('report_member', { member: memberId, reason, details: details || undefined, also_block: alsoBlock }),
          { context: 'Report member', map: () => null },
        ),
      invalidatesTags: (_result, error, { memberId, alsoBlock }) => (error || !alsoBlock ? [] : separatedMemberTags(memberId)),
    }),
    unblockMember: build.mutation<boolean, string>({
      queryFn: (memberId) =>
        supabaseQuery((supabase) => supabase.rpc('unblock_member', { member: memberId }), {
          context: 'Unblock member',
          map: (lifted) => lifted === true,
        }),
      // They may see each other again: the feed and the profile load again.
      invalidatesTags: (_result, error, memberId) =>
        error ? [] : [tags.blockedMembers, tags.members, tags.profile(memberId), tags.relationship(memberId)],
    }),
    getBlockedMembers: build.query<BlockedMember[], void>({
      queryFn: () =>
        supabaseQuery((supabase) => supabase.rpc('get_blocked_members'), {
          context: 'Load blocked members',
          map: (rows) =>
            (rows ?? []).map((row) => ({ id: row.member_id, username: row.username, firstName: row.first_name, blockedAt: row.blocked_at })),
        }),
      providesTags: [tags.blockedMembers],
    }),
  }),
});

export const { useBlockMemberMutation, useUnmatchMemberMutation, useReportMemberMutation, useUnblockMemberMutation, useGetBlockedMembersQuery } =
  memberSafetyApi;
