export { ProfilePage } from './ui/ProfilePage';
