export { NotificationsPage } from './ui/NotificationsPage';
