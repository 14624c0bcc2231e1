export { NotificationToggles } from './ui/NotificationToggles';
export { PushNotificationsSwitch } from './ui/PushNotificationsSwitch';
