export { SecuritySettings } from './ui/SecuritySettings';
