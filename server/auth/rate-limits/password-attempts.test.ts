import { AuthHttpError } from '../errors/auth-error';
import { createPasswordAttemptGuard, type PasswordAttemptLimits } from './password-attempts';

const LIMITS: PasswordAttemptLimits = {
  perAddress: { max: 3, windowMs: 60_000 },
  perAccount: { max: 2, windowMs: 120_000 },
  accountLockdownAt: 4,
};
const MEMBER = 'martha@example.com';
const [ATTACKER, MEMBER_HOME, OTHER, FRESH] = ['198.51.100.6', '203.0.113.10', '203.0.113.20', '203.0.113.30'];
const unknown = async () => false;

let now: number;
let guard: ReturnType<typeof createPasswordAttemptGuard>;
beforeEach(() => {
  now = 0;
  guard = createPasswordAttemptGuard(LIMITS, () => now);
});

/** A wrong password: the attempt is admitted and never succeeds. */
const fail = (address: string, account = MEMBER) => guard.begin(address, account, unknown);
const refusal = (attempt: Promise<unknown>) =>
  attempt.then(
    () => 'admitted',
    (error: AuthHttpError) => `${error.status} ${error.code} retry after ${error.headers['Retry-After']} s`,
  );

describe('password attempt guard', () => {
  it('closes an address that used up its failures, for every account, until its window ends', async () => {
    await fail(ATTACKER, 'a@example.com');
    now = 10_000;
    await fail(ATTACKER, 'b@example.com');
    await fail(ATTACKER, 'c@example.com');
    expect(await refusal(fail(ATTACKER, 'd@example.com'))).toBe('429 over_request_rate_limit retry after 50 s');
    now = 60_000;
    expect(await refusal(fail(ATTACKER, 'd@example.com'))).toBe('admitted');
  });

  it('does not count a password that proved right', async () => {
    for (let i = 0; i < 10; i++) (await guard.begin(MEMBER_HOME, MEMBER, unknown)).succeeded();
    expect(await refusal(fail(MEMBER_HOME))).toBe('admitted');
  });

  it('counts an attempt while its password is being checked, so parallel guesses cannot overshoot', async () => {
    const inFlight = await Promise.allSettled([1, 2, 3, 4, 5].map(() => fail(ATTACKER, `${Math.random()}@example.com`)));
    expect(inFlight.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'rejected']);
  });

  it('over the account budget, refuses the addresses that failed on it but not the member elsewhere', async () => {
    await fail(ATTACKER);
    await fail(ATTACKER);
    // The attacker's address still has budget of its own, but not for this account.
    expect(await refusal(fail(ATTACKER))).toBe('429 over_request_rate_limit retry after 120 s');
    expect(await refusal(fail(ATTACKER, 'someone.else@example.com'))).toBe('admitted');
    // Another address gets its attempt; after one failure it is refused too.
    expect(await refusal(fail(OTHER))).toBe('admitted');
    expect(await refusal(fail(OTHER))).toMatch(/^429/);
    expect(await refusal(guard.begin(MEMBER_HOME, MEMBER, unknown))).toBe('admitted');
  });

  it('in lockdown, admits only addresses where the account has a live session', async () => {
    for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4']) await fail(address);
    expect(await refusal(guard.begin(FRESH, MEMBER, unknown))).toMatch(/^429/);
    const known = jest.fn(async () => true);
    expect(await refusal(guard.begin(MEMBER_HOME, MEMBER, known))).toBe('admitted');
    expect(known).toHaveBeenCalled();
    // Even an address that failed on the account is let through where the account is signed in.
    expect(await refusal(guard.begin('192.0.2.1', MEMBER, known))).toBe('admitted');
    now = 120_000;
    expect(await refusal(guard.begin(FRESH, MEMBER, unknown))).toBe('admitted');
  });

  it('in lockdown, admits an address where the password proved right before, signed out since', async () => {
    (await guard.begin(MEMBER_HOME, MEMBER, unknown)).succeeded();
    for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4']) await fail(address);
    expect(await refusal(guard.begin(FRESH, MEMBER, unknown))).toMatch(/^429/);
    expect(await refusal(guard.begin(MEMBER_HOME, MEMBER, unknown))).toBe('admitted');
    // Known to this account only.
    for (const address of ['192.0.2.5', '192.0.2.6', '192.0.2.7', '192.0.2.8']) await fail(address, 'x@example.com');
    expect(await refusal(fail(MEMBER_HOME, 'x@example.com'))).toBe('429 over_request_rate_limit retry after 120 s');
  });

  it('does not look the address up while the account is within its budget', async () => {
    const known = jest.fn(async () => false);
    await guard.begin(ATTACKER, MEMBER, known);
    await guard.begin(OTHER, MEMBER, known);
    expect(known).not.toHaveBeenCalled();
  });
});
