export { SubscriptionSettings } from './ui/SubscriptionSettings';
