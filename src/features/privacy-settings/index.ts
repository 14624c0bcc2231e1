export { PrivacySettingsForm } from './ui/PrivacySettingsForm';
