/** Who this browser last saw sign in: shared by its tabs and kept across reloads, like the session itself. */
const STORAGE_KEY = 'ascend-signed-in-user';

export interface SignedInUserMemory {
  read(): string | null;
  write(userId: string | null): void;
}

export const signedInUserMemory: SignedInUserMemory = {
  read() {
    try {
      return globalThis.localStorage?.getItem(STORAGE_KEY) ?? null;
    } catch {
      return null; // storage blocked: every sign-in then counts as new, as before
    }
  },
  write(userId) {
    try {
      if (userId) globalThis.localStorage?.setItem(STORAGE_KEY, userId);
      else globalThis.localStorage?.removeItem(STORAGE_KEY);
    } catch {
      // Private modes may refuse storage; the worst case is one toast too many.
    }
  },
};
