import { HIDDEN_MEMBER_NAME } from '@rules/member-text';
import { commonTexts } from '@/shared/config';

// Written once for the SPA and the server's pushes (`@rules`, docs/notifications.md).
export { HIDDEN_MEMBER_NAME };

interface NamedMember {
  firstName: string | null;
  username: string | null;
}

/** How a member is named everywhere: the first name, else the username; 'Ascend member' (in the reader's language) when hidden. */
export function memberName({ firstName, username }: NamedMember): string {
  return firstName ?? username ?? commonTexts.hiddenMember;
}

/**
 * '@username', shown beside the name to tell two members of one first name apart (the username is
 * public; the last name is not). Null when the name shown is the username already, or they are hidden.
 */
export function memberHandle({ firstName, username }: NamedMember): string | null {
  return firstName && username ? `@${username}` : null;
}
