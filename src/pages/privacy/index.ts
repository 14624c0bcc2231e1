export { PrivacyPage } from './ui/PrivacyPage';
