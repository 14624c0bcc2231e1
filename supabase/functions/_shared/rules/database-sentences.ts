/**
 * Sentences the database raises that the app reads as codes (docs/i18n.md, the database's sentences):
 * they reach the SPA in English whatever the reader's language, and the SPA shows its own text in hers.
 * The server's tests hold the SQL to these (server/auth/users/sign-up.contract.test.ts).
 */

/** handle_new_user's, when a sign-up's username is taken: the auth server passes it on as a 422. */
export const USERNAME_TAKEN_SENTENCE = 'Username is already taken';
