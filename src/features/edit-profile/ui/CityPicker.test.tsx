import { screen, within } from '@testing-library/react';
import { rest } from '@mocks/api';
import { mockMember, ownProfileSaves } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { recordRequests } from '@test/record-requests';
import { renderAppAs } from '@test/sign-in-as';

const lisbon = { id: 2267057, label: 'Lisbon, Portugal' };

async function openBasicFields() {
  // What search_places finds is the database's (server/db/rls/places.test.ts): here, its answer.
  server.use(rest.rpc('get_discovery_feed', []), rest.rpc('search_places', [lisbon, { id: 2267095, label: 'Lisboa, Brazil' }]));
  const member = mockMember({ first_name: 'Ava', location: 'Old Town' });
  const rendered = await renderAppAs(member, '/home');
  await rendered.user.click(await screen.findByRole('button', { name: 'Account menu' }));
  await rendered.user.click(screen.getByRole('menuitem', { name: 'Edit Profile' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Edit Profile' }));
  const saved: Record<string, unknown>[] = [];
  server.use(ownProfileSaves(member, saved));
  return { ...rendered, saved, dialog, location: await dialog.findByRole('combobox', { name: 'Location' }) };
}

const searches = (requests: string[]) => requests.filter((request) => request.endsWith('/rpc/search_places'));

describe('the city picker', () => {
  it('searches once the member pauses after two letters', async () => {
    const { user, location } = await openBasicFields();
    expect(location).toHaveValue('Old Town');
    const requests = recordRequests();
    await user.clear(location);
    await user.type(location, 'L');
    expect(await screen.findByText('Type at least 2 letters of your city')).toBeInTheDocument();
    await user.type(location, 'isb');
    expect(await screen.findByRole('option', { name: 'Lisbon, Portugal' })).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Lisbon, Portugal', 'Lisboa, Brazil']);
    // One search for the whole word, none for "L" alone.
    expect(searches(requests)).toHaveLength(1);
  });

  it('saves the chosen place', async () => {
    const { user, saved, location } = await openBasicFields();
    await user.clear(location);
    await user.paste('Lisb');
    await user.click(await screen.findByRole('option', { name: 'Lisbon, Portugal' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    // The database writes the place's label into location (save-edit-profile.integration.test.ts).
    expect(saved).toEqual([{ place_id: lisbon.id }]);
  });

  it('leaves a location saved as text alone when another field is saved', async () => {
    const { user, dialog, saved } = await openBasicFields();
    await user.click(dialog.getByLabelText('Bio'));
    await user.paste('Hello');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(saved).toEqual([{ bio: 'Hello' }]);
  });
});
