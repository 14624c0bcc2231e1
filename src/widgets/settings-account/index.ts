export { AccountSettings } from './ui/AccountSettings';
