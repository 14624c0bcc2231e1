import { defineTexts } from '@/shared/i18n';

/** SPEC §2 /register: the screen's title (which also names its form), its fields and the Terms. */
export const registerTexts = defineTexts('register', {
  title: 'Create your account',
  subtitle: 'Join Ascend to meet people worth meeting.',
  username: 'Username',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email address',
  password: 'Password',
  gender: 'Gender',
  birthDate: 'Birth date',
  age: (age: number) => `${age} years old`,
  creating: 'Creating account...',
  create: 'Create account',
  haveAccount: 'Already have an account?',
  signIn: 'Sign in',
  agree: (terms: string, privacy: string) => `I agree to the ${terms} and ${privacy}`,
  termsOfService: 'Terms of Service',
  privacyPolicy: 'Privacy Policy',
});
