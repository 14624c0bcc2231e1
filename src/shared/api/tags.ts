/** Cache tags: `{ type, id }` per item and `{ type, id: LIST }` per collection. */
export const tagTypes = [
  'Profile',
  'Photo',
  'Interest',
  'ConnectionRequest',
  'Message',
  'Conversation',
  'Subscription',
  'MatchmakerPersona',
] as const;

export type TagType = (typeof tagTypes)[number];

export const LIST = 'LIST';

/**
 * The tags of a collection query: one per item, so that changing an item refetches the lists that
 * show it, and the list tag, so that adding or removing an item does.
 */
export function providesList<Type extends TagType>(type: Type, items: readonly { id: string }[] | null | undefined) {
  return [...(items ?? []).map(({ id }) => ({ type, id })), { type, id: LIST }];
}
