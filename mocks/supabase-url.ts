/** Where the SPA's supabase client points under Jest (see import-meta-env.jest.ts). */
export const SUPABASE_URL = 'http://localhost:54321';
export const authUrl = (path: string) => `${SUPABASE_URL}/auth/v1${path}`;
export const restUrl = (path: string) => `${SUPABASE_URL}/rest/v1${path}`;
export const storageUrl = (path: string) => `${SUPABASE_URL}/storage/v1${path}`;
/** Where supabase-js keeps the session for this URL: `sb-<first label of the host>-auth-token`. */
export const SESSION_STORAGE_KEY = `sb-${new URL(SUPABASE_URL).hostname.split('.')[0]}-auth-token`;
