export { PrivacySettings } from './ui/PrivacySettings';
