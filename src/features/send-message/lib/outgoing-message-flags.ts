// The rules live with the functions (`@rules`: supabase/functions/_shared/rules), written once for the
// ai function's safety check and for this prompt.
export { outgoingMessageFlags, type OutgoingFlag } from '@rules/message-rules';
