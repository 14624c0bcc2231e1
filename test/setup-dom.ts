import './broadcast-channels';
import '@testing-library/jest-dom';
import { webcrypto } from 'node:crypto';
import { act, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { changeLocale, setLocaleLoader } from '@/shared/i18n';
import { loadLocale } from '@/shared/i18n-loader';
import './emotion-styles';
import { TEST_TIMEOUTS } from './timeouts';

// One wait for the UI in every tier that renders the SPA (test/timeouts.ts says why).
configure({ asyncUtilTimeout: TEST_TIMEOUTS.uiWait });

// The browser APIs jsdom lacks, for every tier that renders the SPA (web and integration).

// jsdom has neither matchMedia (react-hot-toast and the theme need it) nor scrolling.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }),
});
window.scrollTo = () => {};

// jsdom's crypto has no `subtle`: supabase-js's PKCE would fall back to a plain code challenge, which a
// browser never sends. Node's Web Crypto stands in, so the tests take the browser's path (S256).
if (!globalThis.crypto.subtle) Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle });

// As main.tsx does: the languages load as they do in the app.
setLocaleLoader(loadLocale);

// The language lives in a module-wide store: a test that switched it leaves the next one in English.
afterEach(() => act(() => changeLocale('en', { save: false })));

afterEach(() => {
  // Toasts live in a module-wide store: none may leak into the next test.
  act(() => toast.remove());
  // supabase-js reads its session from here on every call: clearing it signs the next test out.
  localStorage.clear();
  document.documentElement.className = '';
});
