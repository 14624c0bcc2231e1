export { ensureProfile, type NewProfileFields } from './api/ensure-profile';
export { usernameFromEmail, randomUsername } from './lib/fallback-username';
