export { baseApi } from './base-api';
export { tagTypes, tags, LIST, type TagType } from './tags';
export { mapDatabaseError, isNetworkError, NO_ROWS_CODE, type ApiError } from './database-error';
export { mapSignInError, mapSignUpError, mapSignOutError } from './auth-error';
export { supabaseQuery, type ErrorMapper, type QueryResult, type SupabaseQueryOptions } from './supabase-query';
export {
  streamChanges,
  type ChangeEvent,
  type Change,
  type ChangeStream,
  type StreamLifecycle,
} from './stream-changes';
export type { Database, Json, Tables, TablesInsert, TablesUpdate } from './database.types';
