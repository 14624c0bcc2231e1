import { addListener, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { baseApi, changeBinding, memberStreamResumed, tags, type MemberStreamPart } from '@/shared/api';
import { callApi } from '../api/call-api';
import { callPartner, toCallRecord } from '../lib/map-call';
import type { CallRecord } from './call';
import { callChanged, callRang } from './call-session-slice';

type CallApiState = Parameters<typeof callApi.util.selectCachedArgsForQuery>[0];

/** The thread's log with the call's partner gets the row as it now is (nothing to load). */
function patchCallLog(dispatch: ThunkDispatch<unknown, unknown, UnknownAction>, me: string, call: CallRecord): void {
  (dispatch as ThunkDispatch<CallApiState, unknown, UnknownAction>)(
    callApi.util.updateQueryData('getCallLog', callPartner(call, me), (log) => {
      const at = log.findIndex((logged) => logged.id === call.id);
      if (at >= 0) log[at] = call;
      else log.unshift(call);
    }),
  );
}

/**
 * The calls part of the member stream: a new call naming her as callee rings (`call/rang`) on every
 * page; a change to any of her calls (an answer, a decline, a miss, a hang-up, a block) becomes
 * `call/changed`. Both carry the whole row, so the thread's call log is patched without a request.
 */
export function callStream(me: string): MemberStreamPart {
  return {
    bindings: [
      changeBinding({ table: 'calls', event: 'INSERT', filter: `callee_id=eq.${me}`, toAction: (change) => callRang(toCallRecord(change.new)) }),
      changeBinding({ table: 'calls', event: 'UPDATE', filter: `callee_id=eq.${me}`, toAction: (change) => callChanged(toCallRecord(change.new)) }),
      changeBinding({ table: 'calls', event: 'UPDATE', filter: `caller_id=eq.${me}`, toAction: (change) => callChanged(toCallRecord(change.new)) }),
    ],
    reactions: [
      addListener({ actionCreator: callRang, effect: ({ payload }, { dispatch }) => patchCallLog(dispatch, me, payload) }),
      addListener({ actionCreator: callChanged, effect: ({ payload }, { dispatch }) => patchCallLog(dispatch, me, payload) }),
      addListener({
        actionCreator: memberStreamResumed,
        effect: (_action, { dispatch }) => void dispatch(baseApi.util.invalidateTags([tags.everyCallLog])),
      }),
    ],
  };
}
