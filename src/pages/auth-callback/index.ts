export { AuthCallbackPage } from './ui/AuthCallbackPage';
