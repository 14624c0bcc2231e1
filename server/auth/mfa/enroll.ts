import { z } from 'zod';
import { sendJson } from '../../http';
import type { AuthRequest, AuthServices } from '../auth-request';
import { siteUrl } from '../email/email-links';
import { authError } from '../errors/error-catalogue';
import { optionalText, readAuthJson } from '../request-body';
import { deleteExpiredFactors, insertTotpFactor, listFactors } from './factor-rows';
import { authenticatePermanentSession } from './mfa-session';
import { newTotp } from './totp';

const EnrollBody = z.object({ friendly_name: optionalText, factor_type: optionalText, issuer: optionalText, phone: optionalText });

/** GoTrue's MaxEnrolledFactors and MaxVerifiedFactors. */
const MAX_FACTORS = 10;
/** Ours (GoTrue stores any length): the name is shown in Settings, the issuer in the app. */
const MAX_NAME_LENGTH = 100;

/**
 * POST /factors (supabase-js `mfa.enroll`), TOTP only: a new unverified factor with its secret, its
 * otpauth URI and its QR code as SVG. GoTrue's checks, in its order: a name the member already
 * uses (the empty one too), ten factors, and aal2 once a factor is verified.
 */
export async function enroll(request: AuthRequest, services: AuthServices): Promise<void> {
  const { user, aal } = await authenticatePermanentSession(request, services);
  const body = await readAuthJson(request.req, EnrollBody);
  if (body.factor_type === 'phone') throw authError('phoneEnrollDisabled');
  if (body.factor_type === 'webauthn') throw authError('webauthnEnrollDisabled');
  if (body.factor_type !== 'totp') throw authError('factorTypeInvalid');
  if (body.friendly_name.length > MAX_NAME_LENGTH || body.issuer.length > MAX_NAME_LENGTH) throw authError('factorFieldTooLong');

  const issuer = body.issuer || new URL(siteUrl(request, services)).host;
  const totp = await newTotp(issuer, user.email ?? '');
  const factor = await services.ctx.db.transaction(async (tx) => {
    await deleteExpiredFactors(tx, user.id);
    const factors = await listFactors(tx, user.id);
    if (factors.some((f) => (f.friendly_name ?? '') === body.friendly_name)) {
      throw authError('factorNameConflict', `A factor with the friendly name ${JSON.stringify(body.friendly_name)} for this user already exists`);
    }
    const verified = factors.filter((f) => f.status === 'verified').length;
    if (factors.length >= MAX_FACTORS || verified >= MAX_FACTORS) throw authError('tooManyFactors');
    if (verified > 0 && aal !== 'aal2') throw authError('aalRequiredToEnroll');
    return insertTotpFactor(tx, user.id, body.friendly_name, totp.secret);
  });
  sendJson(request.res, 200, {
    id: factor.id,
    type: 'totp',
    friendly_name: factor.friendly_name ?? '',
    totp: { qr_code: totp.qrCode, secret: totp.secret, uri: totp.uri },
  });
}
