import type { EdgeEnv } from '../_shared/edge-function.ts';
import type { MailAttachment } from '../_shared/smtp-sender.ts';
import { SUPPORT_SCREENSHOT_BUCKET, SUPPORT_SCREENSHOT_MAX_BYTES, SUPPORT_SCREENSHOT_TYPES, isSupportScreenshotType } from '../_shared/rules/support-rules.ts';
import { asMember } from '../_shared/member-rest.ts';

/** Bytes as base64, in slices: String.fromCharCode takes a bounded number of arguments. */
function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * The screenshot of her request, read from the private bucket with her own token (her folder's read
 * policy), for the team's e-mail. The storage API checked its type by its bytes and its size when
 * she uploaded it; both are checked again before it is attached.
 */
export async function screenshotAttachment(env: EdgeEnv, token: string, path: string): Promise<MailAttachment> {
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  const res = await asMember(env, token, `/storage/v1/object/authenticated/${SUPPORT_SCREENSHOT_BUCKET}/${encoded}`);
  if (!res.ok) throw new Error(`the screenshot answered ${res.status}`);
  const contentType = (res.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (!isSupportScreenshotType(contentType) || bytes.length > SUPPORT_SCREENSHOT_MAX_BYTES) {
    throw new Error(`the screenshot is not an image the bucket takes (${contentType}, ${bytes.length} bytes)`);
  }
  return { filename: `screenshot.${SUPPORT_SCREENSHOT_TYPES[contentType]}`, contentType, base64: base64Of(bytes) };
}
