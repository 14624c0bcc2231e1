// The video calls' words (English): the header's button, the ring, the call window and the thread's log
// lines. No imports: the database test checks the refusals against the same words
// (server/db/rls/calls.test.ts), and the server's Jest has no `@/`. The SPA reads them in the reader's
// language through ./call-texts.ts.
export const callTexts = {
  videoCall: 'Video call',
  /** The database's refusal (start_call) when her plan lacks 'video_calls', naming the plans. */
  planRequired: (plans: string) => `Video calls come with ${plans}. Upgrade your plan to call.`,
  notTakingCalls: 'This member is not taking video calls.',
  busy: 'This member is in another call.',
  callEnded: 'This call has ended.',
  startFailed: 'Failed to start the call',
  incoming: (name: string) => `${name} is calling`,
  incomingTitle: 'Incoming video call',
  accept: 'Accept',
  decline: 'Decline',
  calling: (name: string) => `Calling ${name}…`,
  connecting: 'Connecting…',
  inCallWith: (name: string) => `Video call with ${name}`,
  mute: 'Mute',
  unmute: 'Unmute',
  cameraOff: 'Turn camera off',
  cameraOn: 'Turn camera on',
  switchCamera: 'Switch camera',
  hangUp: 'Hang up',
  report: 'Report',
  yourVideo: 'Your video',
  theirVideo: (name: string) => `${name}'s video`,
  declined: 'Call declined',
  noAnswer: 'No answer',
  ended: 'Call ended',
  failed: 'The call could not connect',
  cameraFailed: 'Your camera or microphone is not available',
  /** The thread's log lines (get_call_log). */
  logMissed: 'Missed video call',
  logDeclined: 'Declined video call',
  logEnded: (duration: string) => `Video call, ${duration}`,
  logRinging: 'Video call ringing',
  logAccepted: 'Video call in progress',
  takeCalls: 'Take video calls from matches',
  takeCallsHelp: 'Off: nobody can call you. Calls are between matches only.',
  settingsFailed: 'Failed to save your call setting',
} as const;
