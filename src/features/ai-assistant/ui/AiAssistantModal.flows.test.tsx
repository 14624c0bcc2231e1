import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import { rest } from '@mocks/api';
import { aiEvent, aiFunction, aiRefusal } from '@mocks/api/ai-function';
import { conversationRow, discoveryRow, mockMember, relationshipRow } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { recordRequests } from '@test/record-requests';
import { chooseTool, openAssistantFromCard, serveAi } from '@test/ai-answers';
import { renderAppAs } from '@test/sign-in-as';

const noah = discoveryRow({ first_name: 'Noah', age: 31 });

/** Ava on /home, Noah in her feed, the assistant opened from his card's AI Assist. */
const openFromNoahsCard = () => openAssistantFromCard(noah);

describe('the AI Dating Assistant, its flows', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it("applies the suggested bio: Edit Profile opens with it in the bio field, as an unsaved draft", async () => {
    serveAi([aiEvent.delta('A warmer bio:'), aiEvent.done({ kind: 'profile-enhancement', suggestedBio: 'Trail runner, slow cook.' })]);
    const opened = await openFromNoahsCard();
    const { user, dialog } = opened;
    await chooseTool(opened, 'Profile Enhancement');
    await user.click(dialog.getByRole('button', { name: 'Enhance my profile' }));
    await user.click(await dialog.findByRole('button', { name: 'Apply to my profile' }));

    const editProfile = within(await screen.findByRole('dialog', { name: 'Edit Profile' }));
    expect(await editProfile.findByLabelText('Bio')).toHaveValue('Trail runner, slow cook.');
    expect(editProfile.getByLabelText('First name')).toHaveValue('Ava');
    expect(editProfile.getByRole('button', { name: 'Discard changes' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'AI Dating Assistant' })).not.toBeInTheDocument();
  });

  it("toasts the tool's SPEC failure when the answer ends with an error", async () => {
    serveAi([aiEvent.delta('Half'), aiEvent.error()]);
    const { user, dialog } = await openFromNoahsCard();
    await user.click(dialog.getByRole('button', { name: 'Analyze compatibility' }));
    expect(await screen.findByText('Failed to analyze compatibility')).toBeInTheDocument();
    expect(dialog.queryByRole('region', { name: 'Compatibility Analysis answer' })).not.toBeInTheDocument();
  });

  it('toasts a refusal’s own message (too many asks)', async () => {
    server.use(aiFunction(aiRefusal(429, 'rate_limited', 'Too many AI requests. Please try again in a few minutes.')));
    const { user, dialog } = await openFromNoahsCard();
    await user.click(dialog.getByRole('button', { name: 'Analyze compatibility' }));
    expect(await screen.findByText('Too many AI requests. Please try again in a few minutes.')).toBeInTheDocument();
    expect(screen.queryByText('Failed to analyze compatibility')).not.toBeInTheDocument();
  });

  it('stops an answer still streaming when closed: reopened, it is gone', async () => {
    serveAi([aiEvent.delta('Still thinking'), new Promise(() => {})]);
    const { user, dialog } = await openFromNoahsCard();
    await user.click(dialog.getByRole('button', { name: 'Analyze compatibility' }));
    expect(await dialog.findByText('Still thinking')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog', { name: 'AI Dating Assistant' }));
    await user.click(screen.getByRole('button', { name: 'AI Assist for Noah' }));
    const reopened = within(await screen.findByRole('dialog', { name: 'AI Dating Assistant' }));
    await waitFor(() => expect(reopened.queryByText('Still thinking')).not.toBeInTheDocument());
    expect(reopened.getByRole('button', { name: 'Analyze compatibility' })).toBeEnabled();
  });

  it.each([
    ['Compatibility Analysis', 'Analyze compatibility', 'Please select a profile to analyze compatibility'],
    ['Conversation Coach', 'Get conversation tips', 'Please select a conversation partner'],
    ['Safety Check', 'Run safety check', 'Please select a conversation partner'],
    ['Date Planning', 'Suggest dates', 'Please select a match to get date suggestions'],
  ])('asks for a partner before running %s without one, and sends nothing', async (tool, action, prompt) => {
    const opened = await openFromNoahsCard();
    const { user, dialog } = opened;
    await user.click(dialog.getByRole('combobox', { name: 'Selected profile' }));
    await user.click(await screen.findByRole('option', { name: 'No one' }));
    await chooseTool(opened, tool);
    const requests = recordRequests();
    await user.click(dialog.getByRole('button', { name: action }));
    expect(dialog.getByRole('alert')).toHaveTextContent(prompt);
    expect(requests.filter((request) => request.includes('/functions/'))).toEqual([]);
  });

  it('opens from a thread’s Coach at Conversation Coach about that partner, with her conversation partners to pick from', async () => {
    const ava = mockMember({ username: 'ava', first_name: 'Ava' });
    const [sam, sofia] = [crypto.randomUUID(), crypto.randomUUID()];
    server.use(
      rest.rpc('get_conversations', [conversationRow({ partner_id: sam, first_name: 'Sam' }), conversationRow({ partner_id: sofia, first_name: 'Sofia' })]),
      rest.rpc('get_relationship', [relationshipRow({ member_id: sam, status: 'matched', first_name: 'Sam' })]),
      rest.rpc('get_messages', []),
    );
    const bodies = serveAi([aiEvent.delta('Ask Sam about his weekend.'), aiEvent.done({ kind: 'conversation-coach' })]);
    const { user } = await renderAppAs(ava, `/messages/${sam}`);
    const thread = within(await screen.findByRole('region', { name: 'Conversation with Sam' }));
    await user.click(await thread.findByRole('button', { name: 'Conversation coach' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'AI Dating Assistant' }));
    expect(dialog.getByRole('tab', { name: 'Conversation Coach' })).toHaveAttribute('aria-selected', 'true');
    expect(dialog.getByRole('combobox', { name: 'Selected profile' })).toHaveTextContent('Sam');
    await user.click(dialog.getByRole('button', { name: 'Get conversation tips' }));
    expect(await dialog.findByText('Ask Sam about his weekend.')).toBeInTheDocument();
    expect(bodies).toEqual([{ tool: 'conversation-coach', partnerId: sam }]);
    await user.click(dialog.getByRole('combobox', { name: 'Selected profile' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['No one', 'Sam', 'Sofia']);
  });
});
