import { screen, within } from '@testing-library/react';
import { rest } from '@mocks/api';
import { mockMember } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { restUrl } from '@mocks/supabase-url';
import { recordBodies } from '@test/record-requests';
import { renderAppAs } from '@test/sign-in-as';

// Settings, Blocked members: the list get_blocked_members answers, and Unblock.
describe('Settings, Blocked members', () => {
  it('lists whom she blocked, and unblocks one', async () => {
    const marcus = { member_id: crypto.randomUUID(), username: 'marcus', first_name: 'Marcus', blocked_at: new Date().toISOString() };
    let blocked = [marcus];
    server.use(
      rest.rpc('get_blocked_members', () => blocked),
      rest.rpc('unblock_member', () => ((blocked = []), true)),
    );
    const { user } = await renderAppAs(mockMember({ first_name: 'Ava' }), '/settings');
    const list = within(await screen.findByRole('list', { name: 'Blocked members' }));
    expect(list.getByText('Marcus')).toBeInTheDocument();
    // Her username isolated (it reads left to right in Arabic too), then when.
    expect(list.getByText('@marcus').tagName).toBe('BDI');
    expect(list.getByText((_, element) => element?.tagName === 'P' && element.textContent === '@marcus · blocked Just now')).toBeInTheDocument();
    const bodies = recordBodies('post', restUrl('/rpc/unblock_member'));
    await user.click(list.getByRole('button', { name: 'Unblock Marcus' }));
    expect(await screen.findByText('Marcus is unblocked')).toBeInTheDocument();
    expect(bodies).toEqual([{ member: marcus.member_id }]);
    expect(await screen.findByText('You have not blocked anyone.')).toBeInTheDocument();
  });

  it('says so when she has blocked nobody', async () => {
    server.use(rest.rpc('get_blocked_members', []));
    await renderAppAs(mockMember(), '/settings');
    expect(await screen.findByText('You have not blocked anyone.')).toBeInTheDocument();
  });
});
