/** SPEC §8 "Messages", and the list's own texts, each written once. */
export const messageTexts = {
  loadConversationsFailed: 'Failed to load conversations',
  loadMessagesFailed: 'Failed to load messages',
  sendFailed: 'Failed to send message',
  selectConversation: 'Select a conversation',
  /** The name shown for a partner who hides their profile from the member. */
  hiddenMember: 'Ascend member',
  ownPrefix: 'You: ',
  notMatched: 'Only matches can message each other. Show interest, and once it is mutual you can write here.',
} as const;
