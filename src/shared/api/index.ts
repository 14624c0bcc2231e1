export { baseApi } from './base-api';
export { tagTypes, LIST, type TagType } from './tags';
export {
  mapDatabaseError,
  databaseErrorMessages,
  isNetworkError,
  NO_ROWS_CODE,
  type ApiError,
} from './database-error';
export { authErrorMessages, mapSignInError, mapSignUpError } from './auth-error';
