export type { CallRecord } from './model/call';
export {
  callApi,
  useStartCallMutation,
  useAnswerCallMutation,
  useDeclineCallMutation,
  useEndCallMutation,
  useGetCallLogQuery,
  useGetAcceptsCallsQuery,
  useSetAcceptsCallsMutation,
} from './api/call-api';
export {
  callSessionSlice,
  callStarted,
  callRang,
  callAnswered,
  callChanged,
  callConnected,
  callHungUp,
  callFailed,
  callDismissed,
  selectCallSession,
  type CallSession,
  type CallPhase,
  type CallOutcome,
} from './model/call-session-slice';
export { callStream } from './model/call-stream';
export { toCallRecord, callPartner, type CallRow } from './lib/map-call';
export { callLogLine, callDuration } from './lib/call-log-line';
export { CallLogLine } from './ui/CallLogLine';
export { callTexts } from './config/call-texts';
