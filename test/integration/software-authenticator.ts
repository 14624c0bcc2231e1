// The contract tests' software authenticator (server/testing), for the SPA's passkey tests against
// the real auth service: the browser's WebAuthn prompts answered with node:crypto keys.
export { assertPasskey, createPasskey, type SoftwarePasskey } from '../../server/testing/software-authenticator';
