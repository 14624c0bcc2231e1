export { UnsubscribePage } from './ui/UnsubscribePage';
