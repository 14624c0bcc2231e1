export { AuthConfirmPage } from './ui/AuthConfirmPage';
