export { ProfileGrid } from './ui/ProfileGrid';
