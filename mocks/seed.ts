import { mockDb, type MockProfile, type MockUser } from './db';

export interface SeedMember extends Partial<Omit<MockProfile, 'id' | 'email'>> {
  email?: string;
  password?: string;
}

/**
 * A member as the real sign-up leaves one: an account and its profile with the same id and
 * e-mail. Without a profile (an account made before the sign-up trigger) use mockDb.users.create.
 */
export function seedMember({ email, password, ...profile }: SeedMember = {}): { user: MockUser; profile: MockProfile } {
  const user = mockDb.users.create({ ...(email && { email }), ...(password && { password }) });
  return { user, profile: mockDb.profiles.create({ ...profile, id: user.id, email: user.email }) };
}
