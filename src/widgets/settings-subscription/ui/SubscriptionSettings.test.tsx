import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { rest } from '@mocks/api';
import { mockMember, myPlanRow, myUsageRow, type MyPlanRow } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { renderAppAs } from '@test/sign-in-as';
import { formatDate } from '@/shared/lib';

const UPDATED = 'Subscription updated successfully!';
const FAILED = 'Failed to process subscription. Please try again.';

/**
 * Settings for a member whose plan the server holds in `plan`: get_my_plan reads it, and the
 * checkout function's cancel and resume change it as the real one does (docs/plans.md, Checkout).
 */
async function openSettings(initial: MyPlanRow) {
  const server_ = { plan: initial, bodies: [] as unknown[] };
  server.use(
    rest.rpc('get_my_plan', () => [server_.plan]),
    rest.fn<{ action?: string }>('checkout', (body) => {
      server_.bodies.push(body);
      server_.plan = { ...server_.plan, cancel_at_period_end: body.action === 'cancel' };
      return HttpResponse.json({ plan: server_.plan });
    }),
  );
  const rendered = await renderAppAs(mockMember({ first_name: 'Ava' }), '/settings');
  const section = within(await screen.findByRole('region', { name: 'Subscription' }));
  await section.findByText(initial.name);
  return { ...rendered, section, server: server_ };
}

describe('Settings → Subscription', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows Free by default, with Upgrade Plan to /pricing and nothing to cancel', async () => {
    const { section } = await openSettings(myPlanRow());
    expect(section.getByText('Current plan')).toBeInTheDocument();
    expect(section.getByText('Free')).toBeInTheDocument();
    expect(section.queryByText(/per month/)).not.toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/pricing');
    expect(section.queryByText(/Next billing date/)).not.toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
  });

  it('shows a paid plan with its price, the next billing date and Change Plan', async () => {
    const plan = myPlanRow({ tier: 'premium' });
    const { section } = await openSettings(plan);
    expect(await section.findByText('$19.99 per month')).toBeInTheDocument();
    expect(section.getByText(`Next billing date: ${formatDate(plan.current_period_end!)}`)).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Change Plan' })).toHaveAttribute('href', '/pricing');
    expect(section.getByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
  });

  it('says during a free trial when the first charge comes and how much, and after a cancel that none will', async () => {
    const trialEnd = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString();
    const trial = formatDate(trialEnd);
    const { user, section } = await openSettings(myPlanRow({ tier: 'elite', trial_end: trialEnd, current_period_end: trialEnd }));
    expect(await section.findByText(`Free trial until ${trial}, then $39.99 a month.`)).toBeInTheDocument();
    expect(section.getByText(`Next billing date: ${trial}`)).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel your subscription?' }));
    expect(dialog.getByText(`Your free trial ends on ${trial} and you will not be charged. You keep Elite until ${trial}. After that your plan is Free.`)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel subscription' }));
    expect(await section.findByText(`Your free trial ends on ${trial}; you will not be charged. Elite ends then.`)).toBeInTheDocument();
    expect(section.queryByText(/Free trial until|Next billing date/)).not.toBeInTheDocument();
  });

  it('cancels after asking, says so, and then shows when the plan ends with Resume subscription', async () => {
    const plan = myPlanRow({ tier: 'premium' });
    const end = formatDate(plan.current_period_end!);
    const { user, section, server: backend } = await openSettings(plan);
    await user.click(section.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel your subscription?' }));
    expect(dialog.getByText(`You keep Premium until ${end}. After that your plan is Free.`)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText(UPDATED)).toBeInTheDocument();
    expect(backend.bodies).toEqual([{ action: 'cancel' }]);
    expect(await section.findByText(`Premium ends on ${end}; you will not be charged again.`)).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Resume subscription' })).toBeInTheDocument();
    expect(section.queryByText(/Next billing date/)).not.toBeInTheDocument();
  });

  it('keeps the subscription when she changes her mind', async () => {
    const { user, section, server: backend } = await openSettings(myPlanRow({ tier: 'basic' }));
    await user.click(section.getByRole('button', { name: 'Cancel subscription' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep subscription' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.bodies).toEqual([]);
  });

  it('resumes a cancelled subscription, says so, and shows the next billing date again', async () => {
    const plan = myPlanRow({ tier: 'premium', cancel_at_period_end: true });
    const { user, section, server: backend } = await openSettings(plan);
    await user.click(await section.findByRole('button', { name: 'Resume subscription' }));
    expect(await screen.findByText(UPDATED)).toBeInTheDocument();
    expect(backend.bodies).toEqual([{ action: 'resume' }]);
    expect(await section.findByText(`Next billing date: ${formatDate(plan.current_period_end!)}`)).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
  });

  it('says so when the change fails, and the plan stays as it was', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, section } = await openSettings(myPlanRow({ tier: 'premium', cancel_at_period_end: true }));
    server.use(rest.fn('checkout', () => HttpResponse.json({ error: 'No current paid plan', code: 'no_subscription' }, { status: 409 })));
    await user.click(await section.findByRole('button', { name: 'Resume subscription' }));
    expect(await screen.findByText(FAILED)).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Resume subscription' })).toBeInTheDocument();
  });

  it('shows what she used today against her plan, unlimited where the plan has no limit', async () => {
    server.use(rest.rpc('get_my_usage', () => [myUsageRow({ interests: 10, messages: 3, messages_limit: null, ai_answers: 2, profile_views: 7, photos: 1 })]));
    const { section } = await openSettings(myPlanRow());
    const usage = within(await section.findByLabelText('Today'));
    const lines = usage.getAllByRole('term').map((term, i) => `${term.textContent}: ${usage.getAllByRole('definition')[i].textContent}`);
    expect(lines).toEqual(['Interests: 10 of 10', 'Messages: 3 (unlimited)', 'AI answers: 2 of 20', 'Profiles viewed: 7 of 25', 'Photos: 1 of 3']);
  });
});
