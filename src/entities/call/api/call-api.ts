import { baseApi, databaseSentence, mapDatabaseError, supabaseQuery, tags, type ErrorMapper } from '@/shared/api';
import { toCallRecord, type CallRow } from '../lib/map-call';
import type { CallRecord } from '../model/call';

/** The database's own sentences: no longer a match (PT404), not taking calls, busy, over (PT409); a plan without calls (PT402) is mapDatabaseError's. */
const CALL_CODES = new Set(['PT404', 'PT409']);
const mapCallError: ErrorMapper = (error) => {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return code && CALL_CODES.has(code) && message ? { code, message: databaseSentence(error) ?? message } : mapDatabaseError(error);
};

const oneCall = (row: unknown) => {
  if (!row) throw new Error('The call function answered no row');
  return toCallRecord(row as CallRow);
};

const callMutation = (fn: 'answer_call' | 'decline_call' | 'end_call', context: string) => ({
  queryFn: (callId: string) =>
    supabaseQuery((supabase) => supabase.rpc(fn, { call_id: callId }), { context, mapError: mapCallError, map: oneCall }),
});

/** The call log's functions (supabase/schemas/calls): each answers the call as it now is. */
export const callApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** She calls a match (rpc start_call): ringing, or refused with the database's sentence. */
    startCall: build.mutation<CallRecord, string>({
      queryFn: (calleeId) =>
        supabaseQuery((supabase) => supabase.rpc('start_call', { callee: calleeId }), {
          context: 'Start call',
          mapError: mapCallError,
          map: oneCall,
        }),
      invalidatesTags: (_result, _error, calleeId) => [tags.callLog(calleeId)],
    }),
    answerCall: build.mutation<CallRecord, string>(callMutation('answer_call', 'Answer call')),
    declineCall: build.mutation<CallRecord, string>(callMutation('decline_call', 'Decline call')),
    endCall: build.mutation<CallRecord, string>(callMutation('end_call', 'End call')),
    /** The calls with one partner, newest first (rpc get_call_log). */
    getCallLog: build.query<CallRecord[], string>({
      queryFn: (partnerId) =>
        supabaseQuery((supabase) => supabase.rpc('get_call_log', { partner: partnerId }), {
          context: 'Load call log',
          map: (rows) => ((rows ?? []) as CallRow[]).map(toCallRecord),
        }),
      providesTags: (_result, _error, partnerId) => [tags.callLog(partnerId)],
    }),
    /** Whether she takes calls: no row is yes. */
    getAcceptsCalls: build.query<boolean, string>({
      queryFn: (me) =>
        supabaseQuery((supabase) => supabase.from('call_settings').select('accepts_calls').eq('member_id', me).maybeSingle(), {
          context: 'Load call settings',
          map: (row) => row?.accepts_calls ?? true,
        }),
      providesTags: [tags.callSettings],
    }),
    /** Saves her choice; the switch moves at once and back if the write fails. */
    setAcceptsCalls: build.mutation<null, { me: string; acceptsCalls: boolean }>({
      queryFn: ({ me, acceptsCalls }) =>
        supabaseQuery(
          (supabase) => supabase.from('call_settings').upsert({ member_id: me, accepts_calls: acceptsCalls, updated_at: new Date().toISOString() }),
          { context: 'Save call settings', map: () => null },
        ),
      async onQueryStarted({ me, acceptsCalls }, { dispatch, queryFulfilled }) {
        const patch = dispatch(callApi.util.updateQueryData('getAcceptsCalls', me, () => acceptsCalls));
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
  }),
});

export const {
  useStartCallMutation,
  useAnswerCallMutation,
  useDeclineCallMutation,
  useEndCallMutation,
  useGetCallLogQuery,
  useGetAcceptsCallsQuery,
  useSetAcceptsCallsMutation,
} = callApi;
