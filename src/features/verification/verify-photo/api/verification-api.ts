import { baseApi, namedRefusalMessage, supabaseQuery, tags, type ApiError, type FunctionFailure } from '@/shared/api';
import type { Pose } from '../config/poses';
import { verificationTexts } from '../config/texts';
import { toMyVerification } from '../lib/map-verification';
import type { MyVerification, SelfieResult } from '../model/verification';
import { invokeVerification } from './invoke-verification';

/**
 * The function's own sentence (a plan, a waiting request, the day's 3) when it gave one, in her language
 * when the database named it; else the general one.
 */
function mapSelfieError(error: unknown): ApiError {
  const { code, status, message } = (error ?? {}) as Partial<FunctionFailure>;
  const told = status && status < 500 && message ? (namedRefusalMessage(error) ?? message) : undefined;
  return { message: told ?? verificationTexts.dialog.failed, code, status };
}

export const verificationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Where her verification stands (rpc get_my_verification), by her id. */
    getMyVerification: build.query<MyVerification, string>({
      queryFn: () =>
        supabaseQuery((supabase) => supabase.rpc('get_my_verification'), {
          context: 'Load verification',
          map: (rows) => toMyVerification(rows?.[0]),
        }),
      providesTags: [tags.myVerification],
    }),
    /** Sends the live selfie; the answer says whether it was decided at once or waits for review. */
    sendSelfie: build.mutation<SelfieResult, { me: string; pose: Pose; selfie: string }>({
      queryFn: ({ pose, selfie }) =>
        supabaseQuery((supabase) => invokeVerification(supabase, { pose, selfie }), {
          context: 'Send verification selfie',
          mapError: mapSelfieError,
          map: (answer) => ({ status: answer?.status ?? 'pending', note: answer?.note ?? null }),
        }),
      // Her state, and her own profile (the badge follows her main photo).
      invalidatesTags: (_result, _error, { me }) => [tags.myVerification, tags.profile(me)],
    }),
  }),
});

export const { useGetMyVerificationQuery, useSendSelfieMutation } = verificationApi;
