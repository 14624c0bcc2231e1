export { ConversationList } from './ui/ConversationList';
