import { clientAs, signUpMember, testClient, uniqueName, type TestMember } from '@test/integration/members';
import { ensureProfile } from '@/entities/profile';

/** The member's own row, read as the member: what the owner-only policy lets through. */
async function ownRow(client: Awaited<ReturnType<typeof clientAs>>) {
  const { data, error } = await client.from('profiles').select('id, username, email');
  if (error) throw error;
  return data;
}

/** An account whose profile is gone, as one made before the sign-up trigger existed. */
async function withoutProfile(member: TestMember) {
  const { error } = await testClient('serviceRoleKey').from('profiles').delete().eq('id', member.id);
  if (error) throw error;
  const client = await clientAs(member);
  const { data } = await client.auth.getUser();
  return { client, user: data.user! };
}

describe('ensureProfile against the real database', () => {
  it('finds the profile the sign-up trigger made, readable by its owner, and writes nothing', async () => {
    const member = await signUpMember();
    const client = await clientAs(member);
    const { data } = await client.auth.getUser();
    const queries = jest.spyOn(client, 'from');
    await ensureProfile(client, data.user!);
    // One query: the select found the row, so no insert followed.
    expect(queries).toHaveBeenCalledTimes(1);
    expect(await ownRow(client)).toEqual([{ id: member.id, username: member.username, email: member.email }]);
  });

  it('creates a missing profile named after the e-mail, through the insert policy', async () => {
    const local = uniqueName('casey');
    const member = await signUpMember({}, `${local}@example.com`);
    const { client, user } = await withoutProfile(member);
    expect(await ownRow(client)).toEqual([]);
    await ensureProfile(client, user);
    expect(await ownRow(client)).toEqual([{ id: member.id, username: local, email: member.email }]);
  });

  it('falls back to user_xxxxx when the unique index refuses the e-mail name (any case)', async () => {
    const local = uniqueName('robin');
    await signUpMember({ username: local.toUpperCase() });
    const member = await signUpMember({}, `${local}@example.com`);
    const { client, user } = await withoutProfile(member);
    await ensureProfile(client, user);
    expect(await ownRow(client)).toEqual([{ id: member.id, username: expect.stringMatching(/^user_[A-Za-z0-9]{5}$/), email: member.email }]);
  });
});
