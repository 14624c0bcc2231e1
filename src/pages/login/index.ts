export { LoginPage } from './ui/LoginPage';
export { SignInStepPage } from './ui/SignInStepPage';
