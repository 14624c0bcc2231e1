/** Where the SPA's supabase client points under Jest (see import-meta-env.jest.ts). */
export const SUPABASE_URL = 'http://localhost:54321';
export const authUrl = (path: string) => `${SUPABASE_URL}/auth/v1${path}`;
export const restUrl = (path: string) => `${SUPABASE_URL}/rest/v1${path}`;
