import { defineTexts } from '@/shared/i18n';

/** SPEC §2 /login: the page and its form. */
export const loginTexts = defineTexts('login', {
  documentTitle: 'Sign in',
  loadingSession: 'Loading your session',
  title: 'Welcome back',
  subtitle: 'Sign in to see your matches and messages.',
  withGoogle: 'Continue with Google',
  orEmail: 'Or continue with email',
  email: 'Email address',
  password: 'Password',
  signIn: 'Sign in',
  signingIn: 'Signing in...',
  noAccount: "Don't have an account?",
  signUp: 'Sign up',
});
