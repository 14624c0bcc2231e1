export { MessageThread } from './ui/MessageThread';
