export { baseApi } from './base-api';
export { tagTypes, tags, LIST, type TagType } from './tags';
export {
  mapDatabaseError,
  isNetworkError,
  isPlanLimitError,
  isRateLimitError,
  NO_ROWS_CODE,
  PLAN_LIMIT_CODE,
  RATE_LIMIT_CODE,
  type ApiError,
} from './database-error';
export { mapSignInError, mapSignUpError, mapSignOutError } from './auth-error';
export { planNames, planRefusalMessage } from './plan-refusal';
export { waitRefusalMessage } from './wait-refusal';
export { databaseSentence, namedRefusalMessage } from './database-sentence';
export { supabaseQuery, type ErrorMapper, type QueryResult, type SupabaseQueryOptions } from './supabase-query';
export {
  openMemberStream,
  changeBinding,
  memberStreamResumed,
  type Change,
  type ChangeBinding,
  type ChangeEvent,
  type MemberStreamPart,
} from './member-stream';
// The schema's types are the client's (shared/supabase); endpoints import them from here.
export type { Database, Json, Tables, TablesInsert, TablesUpdate } from '@/shared/supabase';
export { describeFunctionFailure, type FunctionFailure } from './function-failure';
export { isEmbeddedAuthServer, forgetAuthServer } from './auth-server';
