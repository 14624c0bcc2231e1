export { CompleteProfilePage } from './ui/CompleteProfilePage';
