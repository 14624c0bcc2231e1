export { AppHeader } from './ui/AppHeader';
