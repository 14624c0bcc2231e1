import { createTable } from './table';

/** auth.users as GoTrue keeps it; the password is kept as typed, since nothing here is real. */
export interface MockUser {
  id: string;
  email: string;
  password: string;
  user_metadata: Record<string, unknown>;
  created_at: string;
}

/** auth.sessions with the tokens issued for it. */
export interface MockSession {
  id: string;
  user_id: string;
  access_token: string;
  refresh_token: string;
  /** Seconds since the epoch, as the access token's exp claim. */
  expires_at: number;
}

export const createUsersTable = () =>
  createTable<MockUser>({
    create: (input) => ({
      id: crypto.randomUUID(),
      email: `member.${crypto.randomUUID().slice(0, 8)}@example.com`,
      password: 'Secret123',
      user_metadata: {},
      created_at: new Date().toISOString(),
      ...input,
    }),
    unique: [
      { constraint: 'users_pkey', column: 'id', value: (user) => user.id },
      { constraint: 'users_email_key', column: 'lower(email)', value: (user) => user.email.toLowerCase() },
    ],
  });

export const createSessionsTable = () =>
  createTable<MockSession>({
    create: (input) => ({
      id: crypto.randomUUID(),
      user_id: '',
      access_token: '',
      refresh_token: crypto.randomUUID(),
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      ...input,
    }),
    unique: [{ constraint: 'sessions_pkey', column: 'id', value: (session) => session.id }],
  });
