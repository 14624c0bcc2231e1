import type { Factor } from '@supabase/supabase-js';
import type { Tables } from '@/shared/api';

/** An account as GoTrue keeps it, with the profile its sign-up made (null for one made before). */
export interface MockAccount {
  id: string;
  email: string;
  /** Kept as typed: nothing here is real. */
  password: string;
  user_metadata: Record<string, unknown>;
  created_at: string;
  profile: Tables<'profiles'> | null;
  /** Her MFA factors, as /user lists them (mocks/auth/factors.ts). */
  factors: Factor[];
}

export interface MockSession {
  id: string;
  accountId: string;
  accessToken: string;
  refreshToken: string;
  /** Seconds since the epoch, as the access token's exp claim. */
  expiresAt: number;
  /** The assurance level in its token: aal2 once a factor's code was verified. */
  aal: 'aal1' | 'aal2';
}

const accounts = new Map<string, MockAccount>();
const sessions = new Map<string, MockSession>();

/**
 * The accounts a web test signs in with, and the sessions GoTrue's stand-in opened for them: the
 * only state the mocks keep. Emptied after every test (test/setup.ts).
 */
export const mockAccounts = {
  add(input: Partial<MockAccount> = {}): MockAccount {
    const id = input.id ?? crypto.randomUUID();
    const account: MockAccount = {
      id,
      email: `member.${id.slice(0, 8)}@example.com`,
      password: 'Secret123',
      user_metadata: {},
      created_at: new Date().toISOString(),
      profile: null,
      factors: [],
      ...input,
    };
    accounts.set(id, account);
    return account;
  },
  byEmail: (email: string) => [...accounts.values()].find((account) => account.email.toLowerCase() === email.trim().toLowerCase()),
  byId: (id: string) => accounts.get(id),
  open(account: MockAccount, accessToken: (sessionId: string, expiresAt: number) => string, aal: MockSession['aal'] = 'aal1'): MockSession {
    const id = crypto.randomUUID();
    const expiresAt = Math.floor(Date.now() / 1000) + 3600;
    const session = { id, accountId: account.id, accessToken: accessToken(id, expiresAt), refreshToken: crypto.randomUUID(), expiresAt, aal };
    sessions.set(session.accessToken, session);
    return session;
  },
  sessionByAccessToken: (token: string) => sessions.get(token),
  sessionByRefreshToken: (token: string) => [...sessions.values()].find((session) => session.refreshToken === token),
  close: (session: MockSession) => void sessions.delete(session.accessToken),
  closeAll: (accountId: string, except?: MockSession) =>
    [...sessions.values()].filter((session) => session.accountId === accountId && session !== except).forEach((session) => sessions.delete(session.accessToken)),
  reset(): void {
    accounts.clear();
    sessions.clear();
  },
};

/** The account a request's bearer token belongs to, with its session; null for a visitor or a closed session. */
export function callerOf(request: Request): { account: MockAccount; session: MockSession } | null {
  const token = request.headers.get('Authorization')?.replace(/^Bearer /i, '');
  const session = token ? mockAccounts.sessionByAccessToken(token) : undefined;
  const account = session && mockAccounts.byId(session.accountId);
  return session && account ? { account, session } : null;
}
