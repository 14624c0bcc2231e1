import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { problem, rest } from '@mocks/api';
import { discoveryRow, mockMember } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { restUrl } from '@mocks/supabase-url';
import { recordBodies } from '@test/record-requests';
import { renderAppAs } from '@test/sign-in-as';

// Report and Block on a discovery card. What a block hides, and where, is the database's
// (server/db/rls/blocks.test.ts); here: what the member chooses, what is sent, what she is told.

/** Ava on /home with Marcus's card, the feed answering without him once he is blocked. */
async function openMenuForMarcus() {
  const ava = mockMember({ username: 'ava_rose', first_name: 'Ava' });
  const marcus = discoveryRow({ username: 'marcus', first_name: 'Marcus' });
  let separated = false;
  server.use(
    rest.rpc('get_discovery_feed', () => (separated ? [] : [marcus])),
    rest.rpc('block_member', () => ((separated = true), null)),
    rest.rpc<{ also_block: boolean }>('report_member', ({ also_block }) => ((separated ||= also_block), null)),
  );
  const rendered = await renderAppAs(ava, '/home');
  await rendered.user.click(await screen.findByRole('button', { name: 'More actions for Marcus' }));
  return { ...rendered, marcus };
}

const marcusCard = () => screen.queryByRole('article', { name: /^Marcus/ });

describe('Block and Report on a card', () => {
  it('blocks after the member confirms: the card leaves the feed and she is told', async () => {
    const { user, marcus } = await openMenuForMarcus();
    const bodies = recordBodies('post', restUrl('/rpc/block_member'));
    await user.click(screen.getByRole('menuitem', { name: 'Block' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Block Marcus?' }));
    // What it does, before she confirms: the match and the conversation end, and an unblock does not bring them back.
    expect(dialog.getByText(/your match ends and your conversation is hidden for both of you/)).toBeInTheDocument();
    expect(dialog.getByText(/You can unblock them in Settings, but unblocking does not bring back your match or your conversation\./)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Marcus is blocked')).toBeInTheDocument();
    expect(bodies).toEqual([{ member: marcus.id }]);
    await waitFor(() => expect(marcusCard()).not.toBeInTheDocument());
  });

  it('blocks nothing when the member cancels', async () => {
    const { user } = await openMenuForMarcus();
    const bodies = recordBodies('post', restUrl('/rpc/block_member'));
    await user.click(screen.getByRole('menuitem', { name: 'Block' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodies).toEqual([]);
    expect(marcusCard()).toBeInTheDocument();
  });

  it('offers no Unmatch for someone she is not matched with', async () => {
    await openMenuForMarcus();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Report', 'Block']);
  });

  it('sends a report with its reason and details, and blocks too unless she unticks it', async () => {
    const { user, marcus } = await openMenuForMarcus();
    const bodies = recordBodies('post', restUrl('/rpc/report_member'));
    await user.click(screen.getByRole('menuitem', { name: 'Report' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report Marcus' }));
    const send = dialog.getByRole('button', { name: 'Send report' });
    expect(send).toBeDisabled();
    const alsoBlock = dialog.getByRole('checkbox', { name: 'Also block Marcus' });
    expect(alsoBlock).toBeChecked();
    // Ticked by default, so what blocking does is said beside it, and goes when she unticks it.
    const consequence = 'Blocking ends your match with Marcus, if you have one, and hides your conversation for both of you. Unblocking later does not bring them back.';
    expect(alsoBlock).toHaveAccessibleDescription(consequence);
    await user.click(dialog.getByRole('radio', { name: 'Scam or money request' }));
    await user.click(dialog.getByLabelText('Details (optional)'));
    await user.paste('Asked me for gift cards');
    expect(dialog.getByText('23/1000')).toBeInTheDocument();
    await user.click(alsoBlock);
    expect(dialog.queryByText(consequence)).not.toBeInTheDocument();
    await user.click(send);
    expect(await screen.findByText('Thank you. Your report was sent.')).toBeInTheDocument();
    expect(bodies).toEqual([{ member: marcus.id, reason: 'scam', details: 'Asked me for gift cards', also_block: false }]);
    expect(marcusCard()).toBeInTheDocument();
  });

  it('reports and blocks in one go by default: the card leaves the feed', async () => {
    const { user } = await openMenuForMarcus();
    await user.click(screen.getByRole('menuitem', { name: 'Report' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report Marcus' }));
    await user.click(dialog.getByRole('radio', { name: 'Fake profile' }));
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thank you. Your report was sent and Marcus is blocked.')).toBeInTheDocument();
    await waitFor(() => expect(marcusCard()).not.toBeInTheDocument());
  });

  it('keeps the report open and says why when the database refuses it', async () => {
    const { user } = await openMenuForMarcus();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post(restUrl('/rpc/report_member'), () => problem(429, 'PT429', 'You have sent 10 reports today. Please try again tomorrow.')));
    await user.click(screen.getByRole('menuitem', { name: 'Report' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report Marcus' }));
    await user.click(dialog.getByRole('radio', { name: 'Harassment' }));
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('You have sent 10 reports today. Please try again tomorrow.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Report Marcus' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Report member failed', expect.objectContaining({ code: 'PT429' }));
    logged.mockRestore();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(marcusCard()).toBeInTheDocument();
  });
});
