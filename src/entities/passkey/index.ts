export { passkeyApi, useGetPasskeysQuery, useAddPasskeyMutation, useRemovePasskeyMutation, useSignInWithPasskeyMutation, type Passkey } from './api/passkey-api';
export { mapPasskeyError } from './lib/map-passkey-error';
export { passkeyTexts } from './config/texts';
