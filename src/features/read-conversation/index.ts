export { readConversationApi, useMarkConversationReadMutation, type MarkConversationReadArgs } from './api/mark-read-api';
export { useMarkReadOnOpen } from './model/use-mark-read-on-open';
