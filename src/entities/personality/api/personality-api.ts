import { baseApi, databaseSentence, mapDatabaseError, supabaseQuery, tags, type ErrorMapper } from '@/shared/api';
import { toPersonalityResult, type PersonalityResultRow } from '../lib/map-personality';
import type { AnswerProgress, PersonalityItem, PersonalityResult } from '../model/personality';

/** The database's own sentences: a retake within 30 days (PT409), nothing to share yet (PT404). */
const PERSONALITY_CODES = new Set(['PT404', 'PT409']);
const mapPersonalityError: ErrorMapper = (error) => {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return code && PERSONALITY_CODES.has(code) && message ? { code, message: databaseSentence(error) ?? message } : mapDatabaseError(error);
};

export const personalityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * A member's result as the caller may see it (rpc get_personality_result): her own, or a match's
     * that is shared; null otherwise. Tagged with the member's profile: it is part of her profile as
     * the caller reads it, and a block or an unmatch reloads it with the rest (separatedMemberTags).
     */
    getPersonalityResult: build.query<PersonalityResult | null, string>({
      queryFn: (member) =>
        supabaseQuery((supabase) => supabase.rpc('get_personality_result', { member }), {
          context: 'Load personality result',
          map: (rows) => {
            const row = (rows as PersonalityResultRow[] | null)?.[0];
            return row ? toPersonalityResult(row) : null;
          },
        }),
      providesTags: (_result, _error, member) => [tags.profile(member)],
    }),
    /** The 50 statements with her answers so far (rpc get_personality_questionnaire), by her id. */
    getPersonalityQuestionnaire: build.query<PersonalityItem[], string>({
      queryFn: () =>
        supabaseQuery((supabase) => supabase.rpc('get_personality_questionnaire'), {
          context: 'Load personality questionnaire',
          map: (rows) => (rows ?? []) as PersonalityItem[],
        }),
      // Read afresh at every visit: the answers change as she goes, and the last one clears them.
      keepUnusedDataFor: 0,
    }),
    /**
     * One answer (rpc answer_personality_item): refused with the database's words on a plan without
     * the assessment (402) or within 30 days of her last result (409). The questionnaire keeps the
     * answer; the last one scores the attempt, and her result loads again.
     */
    answerPersonalityItem: build.mutation<AnswerProgress, { me: string; item: number; answer: number }>({
      queryFn: ({ item, answer }) =>
        supabaseQuery((supabase) => supabase.rpc('answer_personality_item', { item, answer }), {
          context: 'Answer personality item',
          mapError: mapPersonalityError,
          map: (rows) => {
            const row = (rows as AnswerProgress[] | null)?.[0];
            if (!row) throw new Error('The answer returned no row');
            return row;
          },
        }),
      async onQueryStarted({ me, item, answer }, { dispatch, queryFulfilled }) {
        const data = await queryFulfilled.then((fulfilled) => fulfilled.data).catch(() => null);
        if (!data) return; // refused: the caller shows the refusal, the questionnaire is unchanged
        dispatch(
          personalityApi.util.updateQueryData('getPersonalityQuestionnaire', me, (items) => {
            for (const entry of items) if (data.completed || entry.id === item) entry.answer = data.completed ? null : answer;
          }),
        );
      },
      invalidatesTags: (result, _error, { me }) => (result?.completed ? [tags.profile(me)] : []),
    }),
    /** Whether her matches may see her result (rpc set_personality_sharing); no plan needed. */
    setPersonalitySharing: build.mutation<boolean, { me: string; shared: boolean }>({
      queryFn: ({ shared }) =>
        supabaseQuery((supabase) => supabase.rpc('set_personality_sharing', { shared }), {
          context: 'Share personality result',
          mapError: mapPersonalityError,
          map: (shared) => Boolean(shared),
        }),
      // Optimistic: the switch moves at once, and back if the database refuses.
      async onQueryStarted({ me, shared }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          personalityApi.util.updateQueryData('getPersonalityResult', me, (result) => {
            if (result) result.sharedWithMatches = shared;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
  }),
});

export const {
  useGetPersonalityResultQuery,
  useGetPersonalityQuestionnaireQuery,
  useAnswerPersonalityItemMutation,
  useSetPersonalitySharingMutation,
} = personalityApi;
