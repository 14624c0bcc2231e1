export { ProfileSettings } from './ui/ProfileSettings';
