export { NotificationToggles } from './ui/NotificationToggles';
