import type { PublicProfile } from '../model/profile';

/** The first name, or the username when the member has not given one (a Google sign-up). */
export function displayName(profile: Pick<PublicProfile, 'firstName' | 'username'>): string {
  return profile.firstName ?? profile.username;
}
