// The rules live with the functions, written once for the safety check and for this prompt; the
// file has no imports, so the SPA's build takes it as it is (tsconfig.app.json includes it).
// eslint-disable-next-line no-restricted-imports -- not a slice: the one file the SPA shares with the functions
export { outgoingMessageFlags, type OutgoingFlag } from '../../../../supabase/functions/_shared/message-rules';
