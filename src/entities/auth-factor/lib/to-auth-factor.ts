import type { Factor } from '@supabase/supabase-js';

/** A way the member proves it is her at sign-in, beside her password: an authenticator app today. */
export interface AuthFactor {
  id: string;
  /** The name she gave it ('Phone', 'Work laptop'); GoTrue's friendly_name. */
  name: string;
  type: Factor['factor_type'];
  /** False while an app is being added and its first code has not been given. */
  verified: boolean;
  createdAt: string;
}

export const toAuthFactor = (factor: Factor): AuthFactor => ({
  id: factor.id,
  name: factor.friendly_name ?? '',
  type: factor.factor_type,
  verified: factor.status === 'verified',
  createdAt: factor.created_at,
});

/** What enrolling an authenticator app hands back to show once: the QR code (an SVG data URL) and the secret to type. */
export interface TotpEnrollment {
  factorId: string;
  qrCode: string;
  secret: string;
}
