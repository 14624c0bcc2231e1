import { createHash } from 'node:crypto';

/** The longest name the consent page accepts for a typed identity. */
export const MAX_NAME_LENGTH = 100;

/** Who the local Google stand-in says the person is. */
export interface GoogleProfile {
  /** Google's stable user id (`sub`): 21 digits. */
  providerId: string;
  name: string;
  email: string;
}

/** Ready-made identities on the consent page, so a sign-in takes one click. */
export const TEST_GOOGLE_ACCOUNTS: readonly (GoogleProfile & { key: string })[] = [
  { key: 'avery', providerId: '100000000000000000001', name: 'Avery Johnson', email: 'avery.johnson@example.com' },
  { key: 'jordan', providerId: '100000000000000000002', name: 'Jordan Lee', email: 'jordan.lee@example.com' },
  { key: 'sam', providerId: '100000000000000000003', name: 'Sam Rivera', email: 'sam.rivera@example.com' },
];

/**
 * The identity for a typed name and e-mail. One e-mail is always the same Google id (a test
 * account's, or one derived from the address), so signing in again finds the same user.
 */
export function typedGoogleProfile(name: string, email: string): GoogleProfile {
  const known = TEST_GOOGLE_ACCOUNTS.find((account) => account.email === email);
  if (known) return { providerId: known.providerId, name, email };
  const digest = BigInt(`0x${createHash('sha256').update(email).digest('hex')}`);
  return { providerId: (10n ** 20n + (digest % (9n * 10n ** 20n))).toString(), name, email };
}

const AVATAR_COLOURS = ['#5c6bc0', '#26a69a', '#ef6c00', '#8e24aa', '#00897b', '#c62828'];

/** An initials avatar as a data URL: nothing to fetch, works offline. */
export function avatarDataUrl(profile: GoogleProfile): string {
  const initials = profile.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0].toUpperCase())
    .join('')
    .replace(/[^A-Z0-9]/g, '');
  const colour = AVATAR_COLOURS[Number(BigInt(profile.providerId) % BigInt(AVATAR_COLOURS.length))];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" fill="${colour}"/>` +
    `<text x="48" y="60" font-family="sans-serif" font-size="40" fill="#fff" text-anchor="middle">${initials}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** identity_data as GoTrue stores it for Google (its Claims struct, deprecated fields included). */
export function googleIdentityData(profile: GoogleProfile): Record<string, unknown> {
  const avatar = avatarDataUrl(profile);
  return {
    iss: 'https://accounts.google.com',
    sub: profile.providerId,
    name: profile.name,
    picture: avatar,
    email: profile.email,
    email_verified: true,
    phone_verified: false,
    full_name: profile.name,
    avatar_url: avatar,
    provider_id: profile.providerId,
  };
}
