// Written once for the functions' e-mails and this notification (docs/security.md); the file has no
// imports, so the SPA's build takes it as it is.
// eslint-disable-next-line no-restricted-imports -- not a slice: a file the SPA shares with the functions
export { quotedName } from '../../../../supabase/functions/_shared/member-text';
