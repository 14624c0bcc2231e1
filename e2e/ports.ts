/** The app's port for this run (E2E_PORT, so several runs can share a machine), and the fake push service's beside it. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_PUSH_PORT = E2E_PORT + 500;
/** The fake vision provider e2e/verification.spec.ts starts (VISION_BASE_URL of the server). */
export const E2E_VISION_PORT = E2E_PORT + 600;
