import { configureStore } from '@reduxjs/toolkit';
import { clientAs, signUpMember } from '@test/integration/members';
import { signInAs } from '@test/sign-in-as';
import { profileApi } from '@/entities/profile';
import { baseApi } from '@/shared/api';

const makeStore = () =>
  configureStore({ reducer: { [baseApi.reducerPath]: baseApi.reducer }, middleware: (get) => get().concat(baseApi.middleware) });

const noah = { first_name: 'Noah', last_name: 'Bennett', birth_date: '1990-01-01', gender: 'male' };

describe('profile endpoints against the real database (RLS and the public_profiles view)', () => {
  it("give a member their own whole row, private fields included", async () => {
    const member = await signUpMember({ first_name: 'Ava', last_name: 'Rose', birth_date: '1995-06-15' });
    await signInAs(member);
    const { data, error } = await makeStore().dispatch(profileApi.endpoints.getOwnProfile.initiate(member.id));
    expect(error).toBeUndefined();
    expect(data).toMatchObject({
      id: member.id,
      username: member.username,
      firstName: 'Ava',
      lastName: 'Rose',
      fullName: 'Ava Rose',
      email: member.email,
      birthDate: '1995-06-15',
      visibility: 'everyone',
      photos: [],
    });
  });

  it("give nothing of another member's row as an own profile", async () => {
    const [viewer, other] = await Promise.all([signUpMember(), signUpMember(noah)]);
    await signInAs(viewer);
    const { data, error } = await makeStore().dispatch(profileApi.endpoints.getOwnProfile.initiate(other.id));
    expect(error).toBeUndefined();
    expect(data).toBeNull();
  });

  it("show another member's public profile with none of their private fields", async () => {
    const [viewer, other] = await Promise.all([signUpMember(), signUpMember(noah)]);
    await signInAs(viewer);
    const { data } = await makeStore().dispatch(profileApi.endpoints.getPublicProfile.initiate(other.id));
    expect(data).toMatchObject({ id: other.id, username: other.username, firstName: 'Noah', gender: 'male', age: expect.any(Number) });
    for (const field of ['lastName', 'fullName', 'email', 'birthDate', 'income', 'preferences', 'visibility', 'notifications']) {
      expect(data).not.toHaveProperty(field);
    }
    // Nor anywhere inside: the values themselves never reach the viewer.
    expect(JSON.stringify(data)).not.toMatch(/Bennett|1990-01-01/);
    expect(JSON.stringify(data)).not.toContain(other.email);
  });

  it('give null, not an error, for a profile its owner hides', async () => {
    const [viewer, other] = await Promise.all([signUpMember(), signUpMember(noah)]);
    const owner = await clientAs(other);
    const hide = await owner.from('profiles').update({ visibility: 'nobody' }).eq('id', other.id);
    expect(hide.error).toBeNull();
    await signInAs(viewer);
    const { data, error } = await makeStore().dispatch(profileApi.endpoints.getPublicProfile.initiate(other.id));
    expect(error).toBeUndefined();
    expect(data).toBeNull();
  });
});
