import { screen, within } from '@testing-library/react';
import { aiEvent } from '@mocks/api/ai-function';
import { rest } from '@mocks/api';
import { discoveryRow, myUsageRow } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { deferred } from '@test/deferred';
import { chooseTool, openAssistantFromCard, serveAi } from '@test/ai-answers';

const noah = discoveryRow({ first_name: 'Noah', age: 31 });

/** Ava on /home, Noah in her feed, the assistant opened from his card's AI Assist. */
const openFromNoahsCard = () => openAssistantFromCard(noah);

describe('the AI Dating Assistant, its six tools', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it("opens from a card at Compatibility Analysis about that member, and shows the score, strengths and concerns once", async () => {
    const bodies = serveAi([
      aiEvent.delta('**78% compatible.**\n\nStrengths:\n- Both love hiking\n\nConcerns:\n- Different cities'),
      aiEvent.done({ kind: 'compatibility', score: 78, strengths: ['Both love hiking'], concerns: ['Different cities'] }),
    ]);
    const opened = await openFromNoahsCard();
    const { user, dialog } = opened;
    expect(dialog.getByRole('tab', { name: 'Compatibility Analysis' })).toHaveAttribute('aria-selected', 'true');
    expect(dialog.getByRole('combobox', { name: 'Selected profile' })).toHaveTextContent('Noah');
    await user.click(dialog.getByRole('button', { name: 'Analyze compatibility' }));

    const answer = within(await dialog.findByRole('region', { name: 'Compatibility Analysis answer' }));
    expect(await answer.findByText('78% compatible')).toBeInTheDocument();
    expect(within(answer.getByRole('list', { name: 'Strengths' })).getByRole('listitem')).toHaveTextContent('Both love hiking');
    expect(within(answer.getByRole('list', { name: 'Concerns' })).getByRole('listitem')).toHaveTextContent('Different cities');
    // The text says the same: folded away until asked for.
    expect(answer.getAllByText('Both love hiking')).toHaveLength(1);
    await user.click(answer.getByRole('button', { name: 'Show full answer' }));
    expect(answer.getAllByText('Both love hiking')).toHaveLength(2);
    expect(bodies).toEqual([{ tool: 'compatibility', partnerId: noah.id }]);
    expect(answer.queryByText('Simulated answer')).not.toBeInTheDocument();
  });

  it('shows a spinner, then the text as it streams, then Copy and the simulated note', async () => {
    const [first, second] = [deferred(), deferred()];
    const bodies = serveAi([
      first.promise,
      aiEvent.delta('**Lead with** your hiking'),
      second.promise,
      aiEvent.delta(' photos.\n\n- Mention the trail you love'),
      aiEvent.done({ kind: 'profile-enhancement', suggestedBio: null }, true),
    ]);
    const opened = await openFromNoahsCard();
    const { user, dialog } = opened;
    await chooseTool(opened, 'Profile Enhancement');
    await user.click(dialog.getByRole('button', { name: 'Enhance my profile' }));
    const answer = within(await dialog.findByRole('region', { name: 'Profile Enhancement answer' }));
    expect(answer.getByRole('progressbar', { name: 'Generating answer' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Enhance my profile' })).toBeDisabled();

    first.resolve();
    expect(await answer.findByText('Lead with')).toHaveProperty('tagName', 'STRONG');
    expect(answer.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(answer.queryByRole('button', { name: 'Copy' })).not.toBeInTheDocument();

    second.resolve();
    expect(await answer.findByText('Mention the trail you love')).toBeInTheDocument();
    expect(await answer.findByText('Simulated answer')).toBeInTheDocument();
    expect(answer.queryByRole('button', { name: 'Apply to my profile' })).not.toBeInTheDocument();
    // user-event puts a clipboard stub in place; its readText cannot run under jsdom, so the write is watched.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(answer.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('**Lead with** your hiking photos.\n\n- Mention the trail you love');
    expect(bodies).toEqual([{ tool: 'profile-enhancement' }]);
  });

  it('shows the safety check’s risk level as a coloured chip with its warning signs', async () => {
    const bodies = serveAi([
      aiEvent.delta('**High risk.**\n\n- Asked for money'),
      aiEvent.done({ kind: 'safety-check', riskLevel: 'high', flags: [{ source: 'rule', rule: 'money', message: 'Asked for money' }] }),
    ]);
    const opened = await openFromNoahsCard();
    await chooseTool(opened, 'Safety Check');
    await opened.user.click(opened.dialog.getByRole('button', { name: 'Run safety check' }));
    const answer = within(await opened.dialog.findByRole('region', { name: 'Safety Check answer' }));
    expect((await answer.findByText('High risk')).closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
    expect(within(answer.getByRole('list', { name: 'Warning signs' })).getByRole('listitem')).toHaveTextContent('Asked for money');
    expect(answer.getAllByText('Asked for money')).toHaveLength(1);
    expect(bodies).toEqual([{ tool: 'safety-check', partnerId: noah.id }]);
  });

  it.each([
    ['Conversation Coach', 'Get conversation tips', { tool: 'conversation-coach', partnerId: noah.id }],
    ['Date Planning', 'Suggest dates', { tool: 'date-planning', partnerId: noah.id }],
    ['Growth Feedback', 'Get feedback', { tool: 'growth-feedback' }],
  ])('shows %s’s streamed text', async (tool, action, body) => {
    const bodies = serveAi([aiEvent.delta('Try these:\n\n1. Ask about his trip'), aiEvent.done({ kind: body.tool } as never)]);
    const opened = await openFromNoahsCard();
    await chooseTool(opened, tool);
    await opened.user.click(opened.dialog.getByRole('button', { name: action }));
    const answer = within(await opened.dialog.findByRole('region', { name: `${tool} answer` }));
    expect(await answer.findByRole('listitem')).toHaveTextContent('Ask about his trip');
    expect(await answer.findByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(bodies).toEqual([body]);
  });

  it('says what is left of today’s AI answers, and counts the answer she just had', async () => {
    let used = 5;
    server.use(rest.rpc('get_my_usage', () => [myUsageRow({ ai_answers: used, ai_answers_limit: 20 })]));
    serveAi([aiEvent.delta('**Lead with** your hiking'), aiEvent.done({ kind: 'profile-enhancement', suggestedBio: null })]);
    const opened = await openFromNoahsCard();
    const { user, dialog } = opened;
    expect(await dialog.findByText('15 of your 20 AI answers left today')).toBeInTheDocument();
    await chooseTool(opened, 'Profile Enhancement');
    used = 6;
    await user.click(dialog.getByRole('button', { name: 'Enhance my profile' }));
    expect(await dialog.findByText('14 of your 20 AI answers left today')).toBeInTheDocument();
  });
});
