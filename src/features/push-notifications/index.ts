export { PushNotificationsSwitch } from './ui/PushNotificationsSwitch';
