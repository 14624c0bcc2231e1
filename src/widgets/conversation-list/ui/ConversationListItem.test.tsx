import { screen, within } from '@testing-library/react';
import { conversationRow, mockMember } from '@mocks/fixtures';
import { rest } from '@mocks/api';
import { server } from '@mocks/server';
import { keepStyles } from '@test/emotion-styles';
import { injectApi } from '@test/inject-api';
import { renderWithProviders } from '@test/render-with-providers';
import { cutsText } from '@test/shown-whole';
import { signInAs } from '@test/sign-in-as';
import { ConversationList } from './ConversationList';

// Whether a name is cut is said by MUI's styles.
keepStyles();

describe('a conversation in the list', () => {
  it('shows the partner’s name and username whole, never cut to an ellipsis; only the last message is', async () => {
    const ava = mockMember({ username: 'ava' });
    const partnerId = crypto.randomUUID();
    const row = conversationRow({
      partner_id: partnerId,
      last_message_sender_id: partnerId,
      first_name: 'Maximiliana-Josephine',
      username: 'maximiliana_josephine_the_second',
      last_message_id: crypto.randomUUID(),
      last_message_content: 'A long last message that is only a preview of what was said',
      last_message_at: new Date().toISOString(),
    });
    server.use(rest.rpc('get_conversations', [row]));
    await Promise.all([signInAs(ava), injectApi()]);
    renderWithProviders(<ConversationList me={ava.id} />, { session: 'signedIn' });
    const item = (await screen.findAllByRole('link'))[0];
    expect(cutsText(within(item).getByText('Maximiliana-Josephine'), item)).toBeNull();
    expect(cutsText(within(item).getByText('@maximiliana_josephine_the_second'), item)).toBeNull();
    expect(cutsText(within(item).getByText(/A long last message/), item)).not.toBeNull();
  });
});
