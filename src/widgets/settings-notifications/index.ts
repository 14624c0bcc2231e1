export { NotificationSettings } from './ui/NotificationSettings';
