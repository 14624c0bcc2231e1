import { HIDDEN_MEMBER_NAME } from '@rules/member-text';
import { defineTexts } from '@/shared/i18n';

// Written once for the SPA and the server's pushes (`@rules`, docs/notifications.md).
export { HIDDEN_MEMBER_NAME };

/** A member whose name is hidden from the reader, in the reader's language (the server's pushes use @rules). */
const memberNameTexts = defineTexts('memberName', { hiddenMember: HIDDEN_MEMBER_NAME });

interface NamedMember {
  firstName: string | null;
  username: string | null;
}

/** How a member is named everywhere: the first name, else the username; 'Ascend member' (in the reader's language) when hidden. */
export function memberName({ firstName, username }: NamedMember): string {
  return firstName ?? username ?? memberNameTexts.hiddenMember;
}

/**
 * '@username', shown beside the name to tell two members of one first name apart (the username is
 * public; the last name is not). Null when the name shown is the username already, or they are hidden.
 */
export function memberHandle({ firstName, username }: NamedMember): string | null {
  return firstName && username ? `@${username}` : null;
}
