import { screen, within } from '@testing-library/react';
import { mockDb } from '@mocks/db';
import { seedMember } from '@mocks/seed';
import { recordRequests } from '@test/record-requests';
import { renderAppAs } from '@test/sign-in-as';

const lisbon = { id: 2267057, name: 'Lisbon', label: 'Lisbon, Portugal', population: 517802 };

async function openBasicFields() {
  mockDb.places.create(lisbon);
  mockDb.places.create({ id: 2267095, name: 'Lisboa', label: 'Lisboa, Brazil', population: 20000 });
  mockDb.places.create({ id: 2643743, name: 'London', label: 'London, United Kingdom', population: 8961989 });
  const { user: member } = seedMember({ first_name: 'Ava', location: 'Old Town' });
  const rendered = await renderAppAs(member, '/home');
  await rendered.user.click(await screen.findByRole('button', { name: 'Account menu' }));
  await rendered.user.click(screen.getByRole('menuitem', { name: 'Edit Profile' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Edit Profile' }));
  return { ...rendered, member, dialog, location: await dialog.findByRole('combobox', { name: 'Location' }) };
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
    const { user, member, location } = await openBasicFields();
    await user.clear(location);
    await user.paste('Lisb');
    await user.click(await screen.findByRole('option', { name: 'Lisbon, Portugal' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(mockDb.profiles.findFirst({ id: member.id })).toMatchObject({ place_id: lisbon.id, location: 'Lisbon, Portugal' });
  });

  it('leaves a location saved as text alone when another field is saved', async () => {
    const { user, dialog, member } = await openBasicFields();
    await user.click(dialog.getByLabelText('Bio'));
    await user.paste('Hello');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(mockDb.profiles.findFirst({ id: member.id })).toMatchObject({ bio: 'Hello', location: 'Old Town', place_id: null });
  });
});
