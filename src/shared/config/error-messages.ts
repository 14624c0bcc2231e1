// SPEC §8's texts, each written once. They live here rather than beside the error mappers in
// shared/api because code on the landing page's first load (the session mirror) shows them too,
// and shared/api would bring RTK Query into that load.

/** SPEC §8, "Database error mapping". */
export const databaseErrorMessages = {
  offline: 'No internet connection. Please check your network and try again.',
  PGRST301: 'Database row level security policy violation',
  PGRST204: 'Invalid JSON format',
  '42703': 'Database schema error',
  '23505': 'Username is already taken',
  network: 'Network connection error. Please check your internet connection and try again.',
  fallback: 'An error occurred. Please try again.',
} as const;

/** SPEC §8, "Sign-in and session" and "Registration". */
export const authErrorMessages = {
  signIn: 'Failed to sign in. Please check your credentials.',
  google: 'Failed to sign in with Google.',
  sessionLoad: 'Authentication error. Please try again.',
  signInNetwork: 'Network connection error. Please check your internet connection.',
  notAuthenticated: 'Please sign in to continue',
  callback: 'Authentication failed. Please try again.',
  logout: 'Failed to log out',
  registerOffline: databaseErrorMessages.offline,
  usernameTaken: databaseErrorMessages['23505'],
  registerNetwork: databaseErrorMessages.network,
  emailRegistered: 'This email is already registered. Please sign in instead.',
  registerFallback: 'Failed to register. Please try again.',
  registered: 'Registration successful! Please check your email to verify your account.',
} as const;
