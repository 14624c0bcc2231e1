import { planHandlers } from './api/plans';
import { signedInFrameHandlers } from './api/signed-in-frame';
import { authHandlers } from './auth/handlers';
import { passkeyRoutes } from './auth/passkeys';
import { realtimeHandlers } from './realtime/handlers';

/**
 * What the web tier's server answers before a test declares anything: GoTrue's sessions for the
 * accounts a test added, no passkeys (Settings → Security lists them), the signed-in frame's reads, the plan catalogue with the caller's plan
 * (Free), and realtime's socket. Everything else a test declares with `server.use(...)` (mocks/api/rest.ts).
 */
export const handlers = [...authHandlers, ...passkeyRoutes(), ...signedInFrameHandlers, ...planHandlers, ...realtimeHandlers];
