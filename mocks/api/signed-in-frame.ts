import { callerOf } from '../auth/accounts';
import { rest } from './rest';

const own = (request: Request, answer: (me: NonNullable<ReturnType<typeof callerOf>>) => Record<string, unknown>[]) => {
  const caller = callerOf(request);
  return caller ? answer(caller) : [];
};

/**
 * What every signed-in page reads, answered for the member a test signed in with: her own profile
 * row, and nothing yet anywhere else (no unread message (get_unread_message_count), no like, no conversation, nobody blocked,
 * no notification, no review of her profile, no personality result; a profile view told to nobody; her activity noted; no
 * Web Push, no photo verification). A test declares
 * what else the server holds with `server.use(...)`, which comes first.
 */
export const signedInFrameHandlers = [
  ...rest.select('profiles', (params, request) => {
    const id = params.get('id')?.replace(/^eq\./, '');
    return own(request, ({ account }) => (account.profile && (!id || id === account.id) ? [account.profile] : []));
  }),
  ...rest.select('messages', (_params, request) => own(request, () => [])),
  ...rest.select('interests', (_params, request) => own(request, () => [])),
  rest.rpc('count_received_interests', 0),
  rest.rpc('get_received_interests', (_args, request) => own(request, () => [])),
  rest.rpc('get_conversations', (_args, request) => own(request, () => [])),
  rest.rpc('get_blocked_members', (_args, request) => own(request, () => [])),
  rest.rpc('get_notifications', (_args, request) => own(request, () => [])),
  rest.rpc('get_unread_notification_count', 0),
  rest.rpc('get_unread_message_count', 0),
  rest.rpc('get_my_profile_review', (_args, request) => own(request, () => [])),
  // The profile page asks for the member's personality result (hers or a match's): none.
  rest.rpc('get_personality_result', (_args, request) => own(request, () => [])),
  rest.rpc('record_profile_view', false),
  rest.rpc('open_profile', null),
  rest.rpc('touch_last_active', true),
  // A server that sends no Web Push (the key is null): 'Turn on notifications' asks the browser only.
  rest.rpc('get_push_public_key', null),
  // Never asked to be verified (Settings → Profile, Photo verification).
  rest.rpc('get_my_verification', [{ status: 'none', note: null, requested_at: null, decided_at: null }]),
  // No video call yet, and calls taken (no call_settings row).
  rest.rpc('get_call_log', (_args, request) => own(request, () => [])),
  ...rest.select('call_settings', (_params, request) => own(request, () => [])),
];
