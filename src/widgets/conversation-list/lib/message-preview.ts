import { messageTexts, type Conversation } from '@/entities/message';
import { conversationListTexts } from '../config/texts';

/** The last message in one line, 'You: ' before the member's own; a hint when none was written yet. */
export function messagePreview({ lastMessage }: Conversation, me: string): string {
  if (!lastMessage) return conversationListTexts.noMessageYet;
  return `${lastMessage.senderId === me ? messageTexts.ownPrefix : ''}${lastMessage.content}`;
}
