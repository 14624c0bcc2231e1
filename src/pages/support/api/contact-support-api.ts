import { baseApi, describeFunctionFailure, supabaseQuery, tags } from '@/shared/api';
import { SUPPORT_SCREENSHOT_BUCKET, SUPPORT_SCREENSHOT_TYPES, type SupportScreenshotType } from '@/shared/config';
import type { AppSupabaseClient } from '@/shared/supabase';
import { mapContactSupportError, type ScreenshotUploadFailure } from '../lib/map-contact-support-error';

export interface SupportRequestDraft {
  me: string;
  subject: string;
  message: string;
  /** Checked already (screenshotFileError): one of the bucket's types, at most 5 MB. */
  screenshot: File | null;
}

/** `{uid}/{uuid}.{ext}`: her own folder of the private bucket, under a name nobody can guess. */
const screenshotPath = (me: string, type: SupportScreenshotType) => `${me}/${crypto.randomUUID()}.${SUPPORT_SCREENSHOT_TYPES[type]}`;

/**
 * The screenshot goes to storage first (the function checks it is hers), then the `support`
 * function stores the request as hers and e-mails it to the team (docs/plans.md, Priority support).
 */
async function contactSupport(supabase: AppSupabaseClient, { me, subject, message, screenshot }: SupportRequestDraft) {
  let screenshotPathSent: string | null = null;
  if (screenshot) {
    screenshotPathSent = screenshotPath(me, screenshot.type as SupportScreenshotType);
    const upload = await supabase.storage.from(SUPPORT_SCREENSHOT_BUCKET).upload(screenshotPathSent, screenshot, { contentType: screenshot.type, upsert: false });
    if (upload.error) {
      const { status, message: refusal } = upload.error as { status?: number; message?: string };
      const failure: ScreenshotUploadFailure = { name: 'ScreenshotUploadFailure', status, message: refusal };
      return { data: null, error: failure };
    }
  }
  const { data, error } = await supabase.functions.invoke('support', { body: { subject, message, screenshot_path: screenshotPathSent } });
  return error ? { data: null, error: await describeFunctionFailure(error) } : { data, error: null };
}

const contactSupportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendSupportRequest: build.mutation<null, SupportRequestDraft>({
      queryFn: (draft) =>
        supabaseQuery((supabase) => contactSupport(supabase, draft), {
          context: 'Contact support',
          mapError: mapContactSupportError,
          map: () => null,
        }),
      // Her list shows the new request and its state.
      invalidatesTags: (_result, error) => (error ? [] : [tags.supportRequests]),
    }),
  }),
});

export const { useSendSupportRequestMutation } = contactSupportApi;
