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
