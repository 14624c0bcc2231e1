export { AUTH_STORAGE_KEY, getSupabase, mayHaveSession, onSupabaseLoaded, type AppSupabaseClient } from './supabase-client';
export { createRetryingFetch, isNetworkFailure } from './fetch-with-retry';
export { createIsolatedClient } from './isolated-client';
export type { Database, Json, Tables, TablesInsert, TablesUpdate } from './database.types';
