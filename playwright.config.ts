import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_PORT, E2E_PUSH_PORT, E2E_VISION_PORT } from './e2e/ports';

const port = E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;

// Chromium comes from the system (Debian's package); browsers cannot be downloaded here.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The app registers a service worker a few seconds after idle (docs/pwa.md). Specs about other
    // things run without it, as a first visit does; pwa.spec.ts allows it and tests what it does.
    serviceWorkers: 'block',
    launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    // Signs the demo members in once; the specs reuse their saved state (e2e/demo-members.ts).
    { name: 'setup', testMatch: /auth\.setup\.ts$/, use: { ...devices['Desktop Chrome'] } },
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, dependencies: ['setup'] },
  ],
  webServer: {
    // The app as a person runs it, on a fresh data directory for every run.
    command: 'npm run build && npm run serve',
    url: baseURL,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ascend-e2e-')),
      // Every spec signs its new members up from this one address: more than a household's 10 an hour.
      SIGNUP_ACCOUNTS_PER_HOUR: '100',
      // ...and signs them in from it: far more than the 30 sign-ins in 5 minutes a person needs.
      SIGN_IN_REQUESTS_PER_5_MINUTES: '1000',
      // The local fake push service e2e/push.spec.ts starts: devices may name it besides real push services.
      PUSH_TEST_ORIGINS: `http://127.0.0.1:${E2E_PUSH_PORT}`,
      // Photo verification's vision model: the fake e2e/verification.spec.ts starts. The AI helpers
      // keep no provider (their canned answers, e2e/ai-helpers.spec.ts); without the fake running, a
      // selfie waits for the operator.
      VISION_BASE_URL: `http://127.0.0.1:${E2E_VISION_PORT}/v1`,
      VISION_API_KEY: 'e2e-fake',
    },
  },
});
