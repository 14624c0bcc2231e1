import '@testing-library/jest-dom';
import { act } from '@testing-library/react';
import toast from 'react-hot-toast';

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

// supabase-js opens a BroadcastChannel for cross-tab sessions; Node's would keep Jest from exiting.
const NodeBroadcastChannel = globalThis.BroadcastChannel;
globalThis.BroadcastChannel = class extends NodeBroadcastChannel {
  constructor(name: string) {
    super(name);
    (this as unknown as { unref?: () => void }).unref?.();
  }
};

afterEach(() => {
  // Toasts live in a module-wide store: none may leak into the next test.
  act(() => toast.remove());
  // supabase-js reads its session from here on every call: clearing it signs the next test out.
  localStorage.clear();
  document.documentElement.className = '';
});
