import { act, screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import { http } from 'msw';
import { problem, rest } from '@mocks/api';
import { discoveryRow, mockMember, myPlanRow, ownProfileSaves, type DiscoveryRow, type ProfileRow } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { restUrl } from '@mocks/supabase-url';
import { recordBodies } from '@test/record-requests';
import { renderAppAs } from '@test/sign-in-as';

const PROFILES = restUrl('/profiles');

/** The feed as the database pages it (20 a page, after the last row's cursor); `rows()` is what it holds now. */
const serveFeed = (rows: () => DiscoveryRow[]) =>
  server.use(rest.rpc<{ after?: string }>('get_discovery_feed', ({ after }) => (after === undefined ? rows().slice(0, 20) : after === rows()[19]?.cursor ? rows().slice(20) : undefined)));

/**
 * Ava, whose updates of her own row (in `patches`) the server keeps: a reload reads them back. On
 * Premium unless said, whose plan includes all filters (the catalogue's fixture).
 */
function ava(profile: Partial<ProfileRow> = {}, tier = 'premium') {
  const member = mockMember({ username: 'ava_rose', first_name: 'Ava', ...profile });
  const patches: Record<string, unknown>[] = [];
  server.use(ownProfileSaves(member, patches), rest.rpc('get_my_plan', [myPlanRow({ tier })]));
  return { member, patches };
}

/** Ava on /home with Dating Preferences opened from the header's filter button. */
async function openFor(profile: Partial<ProfileRow> = {}, tier = 'premium') {
  const { member, patches } = ava(profile, tier);
  serveFeed(() => []);
  const rendered = await renderAppAs(member, '/home');
  await rendered.user.click(await screen.findByRole('button', { name: 'Dating preferences' }));
  const element = await screen.findByRole('dialog', { name: 'Dating Preferences' });
  const dialog = within(element);
  await dialog.findByRole('button', { name: 'Save Preferences' });
  return { ...rendered, patches, dialog };
}

type Dialog = Awaited<ReturnType<typeof openFor>>['dialog'];

const sliderValue = (dialog: Dialog, name: string) => dialog.getByRole('slider', { name }).getAttribute('aria-valuenow');
/** A select shows its choice as the combobox's text. */
const selectText = (dialog: Dialog, name: string) => dialog.getByRole('combobox', { name }).textContent;

function expectDefaults(dialog: Dialog) {
  expect(sliderValue(dialog, 'Minimum age')).toBe('18');
  expect(sliderValue(dialog, 'Maximum age')).toBe('100');
  expect(sliderValue(dialog, 'Minimum income')).toBe('0');
  expect(sliderValue(dialog, 'Maximum income')).toBe('1000000');
  expect(sliderValue(dialog, 'Maximum distance')).toBe('50');
  expect(sliderValue(dialog, 'Minimum height')).toBe('0');
  expect(sliderValue(dialog, 'Maximum height')).toBe('300');
  for (const name of ['Genders', 'Body types', 'Hair types', 'Relationship goals', 'Education', 'Drinking', 'Smoking', 'Has children', 'Wants children']) {
    expect(selectText(dialog, name)).toBe('Any');
  }
  expect(dialog.getByLabelText('Religion')).toHaveValue('');
}

const saved: Partial<ProfileRow> = {
  preferred_age_min: 25, preferred_age_max: 40, preferred_distance: 30, preferred_income_min: 20_000, preferred_income_max: 90_000,
  preferred_genders: ['male', 'non-binary'], preferred_body_types: ['Athletic'], preferred_hair_types: ['Brown'],
  preferred_height_min: 160, preferred_height_max: 200, preferred_relationship_goals: ['Marriage'],
  preferred_education: ["Master's"], preferred_drinking: 'socially', preferred_smoking: 'never', preferred_religion: 'Buddhist',
  preferred_has_children: 'no', preferred_wants_children: 'maybe',
};

describe('Dating Preferences', () => {
  afterEach(() => jest.restoreAllMocks());

  it('starts from the SPEC defaults for a member who never saved any, with the bounds of SPEC §5', async () => {
    const { dialog } = await openFor();
    expectDefaults(dialog);
    expect(dialog.getByRole('slider', { name: 'Minimum age' })).toHaveAttribute('aria-valuemin', '18');
    expect(dialog.getByRole('slider', { name: 'Maximum income' })).toHaveAttribute('aria-valuemax', '1000000');
    expect(dialog.getByRole('slider', { name: 'Maximum income' })).toHaveAttribute('aria-valuetext', '$1,000,000');
    const distance = dialog.getByRole('slider', { name: 'Maximum distance' });
    expect(distance).toHaveAttribute('aria-valuemin', '1');
    expect(distance).toHaveAttribute('aria-valuemax', '100');
    expect(distance).toHaveAttribute('aria-valuetext', '50 miles');
  });

  it('shows the values the member saved before (this device or another)', async () => {
    const { dialog } = await openFor(saved);
    expect(sliderValue(dialog, 'Minimum age')).toBe('25');
    expect(sliderValue(dialog, 'Maximum age')).toBe('40');
    expect(sliderValue(dialog, 'Maximum distance')).toBe('30');
    expect(dialog.getByRole('slider', { name: 'Maximum distance' })).toHaveAttribute('aria-valuetext', '30 miles');
    expect(dialog.getByRole('slider', { name: 'Minimum income' })).toHaveAttribute('aria-valuetext', '$20,000');
    expect(sliderValue(dialog, 'Maximum height')).toBe('200');
    expect(selectText(dialog, 'Genders')).toBe('Male, Non-binary');
    expect(selectText(dialog, 'Relationship goals')).toBe('Marriage');
    expect(selectText(dialog, 'Education')).toBe("Master's");
    expect(selectText(dialog, 'Drinking')).toBe('Socially');
    expect(selectText(dialog, 'Wants children')).toBe('Maybe');
    expect(dialog.getByLabelText('Religion')).toHaveValue('Buddhist');
  });

  it('Reset Filters puts the SPEC defaults back in the form and saves nothing', async () => {
    const { dialog, user, patches } = await openFor(saved);
    await user.click(dialog.getByRole('button', { name: 'Reset Filters' }));
    expectDefaults(dialog);
    expect(patches).toEqual([]);
  });

  it('saves every filter in one update of the own row, says so, closes, and shows them again next time', async () => {
    const { dialog, user, patches } = await openFor();
    await user.click(dialog.getByRole('combobox', { name: 'Genders' }));
    await user.click(screen.getByRole('option', { name: 'Female' }));
    await user.keyboard('{Escape}');
    await user.click(dialog.getByLabelText('Religion'));
    await user.paste('Quaker');
    act(() => dialog.getByRole('slider', { name: 'Maximum age' }).focus());
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    await user.click(dialog.getByRole('switch', { name: 'Only verified members' }));
    await user.click(dialog.getByRole('button', { name: 'Save Preferences' }));

    expect(await screen.findByText('Preferences saved successfully')).toBeInTheDocument();
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog', { name: 'Dating Preferences' }));
    expect(patches).toHaveLength(1);
    expect(patches[0]).toEqual({
      preferred_genders: ['female'], preferred_age_min: 18, preferred_age_max: 98, preferred_income_min: 0, preferred_income_max: 1_000_000,
      preferred_body_types: [], preferred_distance: 50, preferred_height_min: 0, preferred_height_max: 300,
      preferred_relationship_goals: [], preferred_education: [], preferred_drinking: null, preferred_smoking: null,
      preferred_religion: 'Quaker', preferred_has_children: null, preferred_wants_children: null, preferred_hair_types: [],
      preferred_verified_only: true,
    });

    await user.click(screen.getByRole('button', { name: 'Dating preferences' }));
    const reopened = within(await screen.findByRole('dialog', { name: 'Dating Preferences' }));
    await waitFor(() => expect(selectText(reopened, 'Genders')).toBe('Female'));
    expect(reopened.getByLabelText('Religion')).toHaveValue('Quaker');
    expect(sliderValue(reopened, 'Maximum age')).toBe('98');
    expect(reopened.getByRole('switch', { name: 'Only verified members' })).toBeChecked();
  });

  it('refetches the feed from its first page once saved, with the new filters applied', async () => {
    const women = Array.from({ length: 21 }, (_, i) => discoveryRow({ username: `woman_${i}`, first_name: `Woman ${i}`, gender: 'female' }));
    const men = Array.from({ length: 4 }, (_, i) => discoveryRow({ username: `man_${i}`, first_name: `Man ${i}`, gender: 'male' }));
    const { member, patches } = ava();
    // The database applies the saved filters (server/db/rls/discovery-feed-filters.test.ts).
    serveFeed(() => (patches.length ? women : [...men, ...women]));
    const { user } = await renderAppAs(member, '/home');
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25));

    const feedBodies = recordBodies('post', restUrl('/rpc/get_discovery_feed'));
    await user.click(screen.getByRole('button', { name: 'Dating preferences' }));
    const reopened = within(await screen.findByRole('dialog', { name: 'Dating Preferences' }));
    await user.click(await reopened.findByRole('combobox', { name: 'Genders' }));
    await user.click(screen.getByRole('option', { name: 'Female' }));
    await user.keyboard('{Escape}');
    await user.click(reopened.getByRole('button', { name: 'Save Preferences' }));

    // One first page of women only; the second page is not fetched again until asked for.
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog', { name: 'Dating Preferences' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: /^Man/ })).not.toBeInTheDocument());
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(feedBodies).toEqual([{ page_size: 20 }]);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  it("says 'Failed to save preferences' when the save fails, and keeps the form open", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { dialog, user } = await openFor();
    server.use(http.patch(PROFILES, () => problem(500, 'XX000', 'boom')));
    await user.click(dialog.getByLabelText('Religion'));
    await user.paste('Quaker');
    await user.click(dialog.getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText('Failed to save preferences')).toBeInTheDocument();
    expect(dialog.getByLabelText('Religion')).toHaveValue('Quaker');
  });

  it('takes the failure toast away when saving again works', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { dialog, user, patches } = await openFor();
    server.use(http.patch(PROFILES, () => problem(500, 'XX000', 'boom'), { once: true }));
    await user.click(dialog.getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText('Failed to save preferences')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText('Preferences saved successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Failed to save preferences')).not.toBeInTheDocument());
    expect(patches).toHaveLength(1);
  });

  it('closes with its close control without saving', async () => {
    const { dialog, user, patches } = await openFor();
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog', { name: 'Dating Preferences' }));
    expect(patches).toEqual([]);
  });

  describe('on a plan without all filters', () => {
    const LOCKED = ['Body types', 'Hair types', 'Education', 'Drinking', 'Smoking', 'Has children', 'Wants children'];

    it("shows the other filters as saved but locked, with the plans that include them and 'Upgrade Plan'", async () => {
      const { dialog } = await openFor(saved, 'free');
      const lock = await dialog.findByText(/^The filters below come with Premium and Elite\./);
      expect(within(lock.closest('[role="alert"]') as HTMLElement).getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/pricing');
      for (const name of LOCKED) expect(dialog.getByRole('combobox', { name })).toHaveAttribute('aria-disabled', 'true');
      expect(dialog.getByLabelText('Religion')).toBeDisabled();
      expect(dialog.getByRole('switch', { name: 'Only verified members' })).toBeDisabled();
      expect(dialog.getByLabelText('Religion')).toHaveValue('Buddhist');
      for (const name of ['Minimum income', 'Maximum income', 'Minimum height', 'Maximum height']) expect(dialog.getByRole('slider', { name })).toBeDisabled();
      expect(selectText(dialog, 'Drinking')).toBe('Socially');
      // The basic filters are hers on every plan.
      for (const name of ['Genders', 'Relationship goals']) expect(dialog.getByRole('combobox', { name })).not.toHaveAttribute('aria-disabled');
      expect(dialog.getByRole('slider', { name: 'Minimum age' })).toBeEnabled();
      expect(dialog.getByRole('slider', { name: 'Maximum distance' })).toBeEnabled();
    });

    it('saves only the basic filters, so the saved others stay as they were', async () => {
      const { dialog, user, patches } = await openFor(saved, 'basic');
      await dialog.findByText(/^The filters below come with/);
      act(() => dialog.getByRole('slider', { name: 'Maximum age' }).focus());
      await user.keyboard('{ArrowLeft}');
      await user.click(dialog.getByRole('button', { name: 'Save Preferences' }));
      expect(await screen.findByText('Preferences saved successfully')).toBeInTheDocument();
      expect(patches).toEqual([
        { preferred_genders: ['male', 'non-binary'], preferred_age_min: 25, preferred_age_max: 39, preferred_distance: 30, preferred_relationship_goals: ['Marriage'] },
      ]);
    });

    it('resets only the basic filters', async () => {
      const { dialog, user } = await openFor(saved, 'free');
      await dialog.findByText(/^The filters below come with/);
      await user.click(dialog.getByRole('button', { name: 'Reset Filters' }));
      expect(sliderValue(dialog, 'Minimum age')).toBe('18');
      expect(selectText(dialog, 'Genders')).toBe('Any');
      expect(selectText(dialog, 'Drinking')).toBe('Socially');
      expect(dialog.getByLabelText('Religion')).toHaveValue('Buddhist');
    });

    it('shows no lock on Premium', async () => {
      const { dialog } = await openFor(saved);
      await waitFor(() => expect(dialog.getByLabelText('Religion')).toBeEnabled());
      expect(dialog.queryByRole('link', { name: 'Upgrade Plan' })).not.toBeInTheDocument();
    });
  });
});
