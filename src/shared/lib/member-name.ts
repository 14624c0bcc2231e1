/** The name shown for a member who hides their profile from the viewer. */
export const HIDDEN_MEMBER_NAME = 'Ascend member';

/** How a member is named everywhere: the first name, else the username; 'Ascend member' when hidden. */
export function memberName({ firstName, username }: { firstName: string | null; username: string | null }): string {
  return firstName ?? username ?? HIDDEN_MEMBER_NAME;
}
