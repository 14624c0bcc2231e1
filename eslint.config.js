import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import i18next from 'eslint-plugin-i18next';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The API surfaces of server/: each answers its own path and shares code only through the modules below them.
const SURFACES = ['auth', 'rest', 'realtime', 'storage', 'functions', 'payments'].map((name) => `server/${name}`);
const serverZones = [
  ...SURFACES.map((surface) => ({
    target: surface,
    from: SURFACES.filter((other) => other !== surface),
    message: 'API surfaces never import each other: move what both need to server/http, server/db or a top-level module.',
  })),
  {
    // server/mail is used by auth (and the server's start): it reads the server's mode from server-mode.ts.
    // server/push is composed with realtime by app.ts, which hands it what it needs to know.
    target: ['server/db', 'server/http', 'server/mail', 'server/push'],
    from: SURFACES,
    message: 'server/db, server/http, server/mail and server/push sit below the API surfaces and never import them.',
  },
];
// Components whose words are translated (docs/i18n.md): no English written into their JSX, as text or
// as a prop a member reads; the words go in the slice's config/texts.ts. Each slice joins the list when
// it is translated, until it covers src/**.
const TRANSLATED_UI = [
  'src/shared/ui/**/*.tsx',
  'src/widgets/site-footer/ui/**/*.tsx',
  'src/widgets/public-header/ui/**/*.tsx',
  'src/widgets/app-header/ui/**/*.tsx',
  'src/pages/settings/ui/**/*.tsx',
  'src/widgets/settings-account/ui/**/*.tsx',
  'src/features/privacy-settings/ui/**/*.tsx',
  'src/pages/login/ui/**/*.tsx',
  'src/entities/place/ui/**/*.tsx',
  'src/entities/plan/ui/**/*.tsx',
  'src/widgets/pricing-plans/ui/**/*.tsx',
  'src/pages/register/ui/**/*.tsx',
  'src/pages/forgot-password/ui/**/*.tsx',
  'src/pages/reset-password/ui/**/*.tsx',
  'src/pages/auth-confirm/ui/**/*.tsx',
  'src/shared/i18n/react/**/*.tsx',
  'src/entities/ai-answer/ui/**/*.tsx',
  'src/entities/auth-factor/ui/**/*.tsx',
  'src/entities/call/ui/**/*.tsx',
  'src/entities/event/ui/**/*.tsx',
  'src/entities/personality/ui/**/*.tsx',
  'src/entities/profile/ui/**/*.tsx',
  'src/features/ai-assistant/ui/**/*.tsx',
  'src/features/ai-matchmaker/ui/**/*.tsx',
  'src/features/checkout/ui/**/*.tsx',
  'src/features/edit-profile/ui/**/*.tsx',
  'src/features/manage-photos/ui/**/*.tsx',
  'src/features/member-safety/ui/**/*.tsx',
  'src/features/notification-settings/ui/**/*.tsx',
  'src/features/respond-to-interest/ui/**/*.tsx',
  'src/features/send-connection-request/ui/**/*.tsx',
  'src/features/send-message/ui/**/*.tsx',
  'src/features/set-preferences/ui/**/*.tsx',
  'src/features/show-interest/ui/**/*.tsx',
  'src/features/sign-out/ui/**/*.tsx',
  'src/features/verification/verify-photo/ui/**/*.tsx',
  'src/widgets/conversation-list/ui/**/*.tsx',
  'src/widgets/message-thread/ui/**/*.tsx',
  'src/widgets/profile-grid/ui/**/*.tsx',
  'src/widgets/settings-security/ui/**/*.tsx',
  'src/widgets/settings-subscription/ui/**/*.tsx',
  'src/pages/analytics/ui/**/*.tsx',
  'src/pages/complete-profile/ui/**/*.tsx',
  'src/pages/support/ui/**/*.tsx',
  'src/pages/unsubscribe/ui/**/*.tsx',
  'src/pages/home/ui/**/*.tsx',
  'src/pages/messages/ui/**/*.tsx',
  'src/pages/notifications/ui/**/*.tsx',
  'src/pages/profile/ui/**/*.tsx',
  'src/pages/events/*/ui/**/*.tsx',
  'src/pages/personality/*/ui/**/*.tsx',
  'src/widgets/match-moment/ui/**/*.tsx',
  'src/widgets/call-window/ui/**/*.tsx',
  'src/widgets/settings-notifications/ui/**/*.tsx',
  'src/widgets/settings-privacy/ui/**/*.tsx',
  'src/widgets/settings-profile/ui/**/*.tsx',
  'src/features/calls/*/ui/**/*.tsx',
  'src/features/change-password/ui/**/*.tsx',
  'src/features/delete-account/ui/**/*.tsx',
  'src/features/export-my-data/ui/**/*.tsx',
  'src/features/toggle-theme/ui/**/*.tsx',
  'src/pages/landing/ui/**/*.tsx',
  'src/pages/pricing/ui/**/*.tsx',
  'src/pages/info/ui/**/*.tsx',
  'src/pages/privacy/ui/**/*.tsx',
  'src/pages/terms/ui/**/*.tsx',
  'src/pages/auth-callback/ui/**/*.tsx',
];
const noEnglishInJsx = {
  files: TRANSLATED_UI,
  ignores: ['**/*.test.tsx'],
  plugins: { i18next },
  rules: {
    'i18next/no-literal-string': [
      'error',
      {
        mode: 'jsx-only',
        'jsx-attributes': { include: ['label', 'title', 'aria-label', 'placeholder', 'alt', 'helperText', 'subtitle', 'text', 'primary', 'secondary'] },
      },
    ],
  },
};

// The server and the functions never climb into the SPA: the facts they share with it live in
// supabase/functions/_shared/rules (the SPA's `@rules`). Tests may read the SPA's words to tie them to SQL's.
const noSpaZones = [
  { target: 'server', from: 'src', message: 'Shared facts live in supabase/functions/_shared/rules: the server never imports the SPA.' },
  { target: 'supabase', from: 'src', message: 'Shared facts live in supabase/functions/_shared/rules: the functions never import the SPA.' },
];
const testSupportZone = {
  target: 'server',
  from: 'server/testing',
  message: 'Only tests import server/testing: production code never depends on test helpers.',
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage', 'test-results', 'playwright-report', '.data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../../*'], message: 'Across slices import through @/layer/slice.' },
            {
              group: ['**/supabase/**', '**/server/**'],
              message: 'The SPA reads what it shares with the server and SQL through @rules (supabase/functions/_shared/rules), nothing else of theirs.',
            },
          ],
          // Its key must never reach the browser: the ai function calls the provider (docs/ai.md).
          paths: [{ name: 'openai', message: 'The SPA asks the ai function; only the function calls the AI provider.' }],
        },
      ],
    },
  },
  noEnglishInJsx,
  {
    // Plain scripts the page loads as they are (public/theme-init.js), or inlines (scripts/prerender/).
    files: ['public/**/*.js', 'scripts/prerender/*.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    // Jest's runtime hook (test/code-cache-runtime.cjs): Jest loads it with a plain require.
    files: ['test/**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The conformance run's Jest config and setup file (scripts/conformance/): Jest requires them inside
    // postgrest-js's own test folder.
    files: ['scripts/conformance/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node, expect: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['server/**/*.ts', 'supabase/**/*.ts', 'scripts/**/*.{js,mjs,ts}', 'e2e/**/*.ts', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['{src,server,scripts,e2e,mocks,test,supabase}/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x skips .ts files when it follows imports, and finds no cycle.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.app.json', 'tsconfig.test.json', 'tsconfig.node.json', 'tsconfig.e2e.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // Packages cannot import our modules back: not following them saves most of the rule's time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Nothing imports a test, so a test is never part of a cycle: skipping them saves a quarter of the rule's time.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.spec.ts'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones }] },
  },
  {
    // Production code: tests and the test support folder itself may use the test support.
    files: ['server/**/*.ts'],
    ignores: ['**/*.test.ts', 'server/testing/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...serverZones, testSupportZone, ...noSpaZones] }] },
  },
  {
    files: ['supabase/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: noSpaZones }] },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
