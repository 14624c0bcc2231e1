// Written once for the functions' e-mails and this notification (`@rules`, docs/security.md).
export { quotedName } from '@rules/member-text';
