import { screen, waitFor, within } from '@testing-library/react';
import { mockMember, ownProfileSaves } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { renderAppAs } from '@test/sign-in-as';

describe('settings', () => {
  afterEach(() => jest.restoreAllMocks());

  it('has its sections in SPEC order, and names the tab', async () => {
    await renderAppAs(mockMember(), '/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Profile Settings',
      'Subscription',
      'Notifications',
      'Privacy & Security',
      'Security',
      'Blocked members',
      'Language & region',
      'Account',
    ]);
    const privacy = screen.getByRole('region', { name: 'Privacy & Security' });
    expect(within(privacy).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    const account = screen.getByRole('region', { name: 'Account' });
    for (const action of ['Update password', 'Download my data', 'Delete my account']) {
      expect(within(account).getByRole('button', { name: action })).toBeInTheDocument();
    }
    expect(document.title).toBe('Settings · Ascend');
  });

  it('opens Edit Profile from Profile Settings', async () => {
    const { user } = await renderAppAs(mockMember(), '/settings');
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    expect(await screen.findByRole('dialog', { name: /Edit Profile/i })).toBeInTheDocument();
  });

  it('lands on the Notifications section for /settings#notifications', async () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    await renderAppAs(mockMember(), '/settings#notifications');
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    expect(scrolled.mock.contexts[0]).toBe(screen.getByRole('region', { name: 'Notifications' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Notifications' })).toHaveFocus();
  });

  it('switches the language, saves it to her profile, and keeps it on this device', async () => {
    const ava = mockMember();
    const patches: object[] = [];
    server.use(ownProfileSaves(ava, patches));
    const { user } = await renderAppAs(ava, '/settings');
    const language = within(await screen.findByRole('region', { name: 'Language & region' })).getByRole('combobox', { name: 'Language' });
    expect(within(language).getAllByRole('option').map((option) => option.textContent)).toEqual(['English', 'Español', 'Deutsch', 'العربية']);
    await user.selectOptions(language, 'de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Einstellungen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Sprache und Region' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'de');
    expect(document.title).toBe('Einstellungen · Ascend');
    await waitFor(() => expect(patches).toEqual([{ locale: 'de' }]));
    expect(localStorage.getItem('locale')).toBe('de');
  });

  it('reads right to left in Arabic: <html dir="rtl">, the headings in Arabic (the flipped styles: LocaleProvider.test.tsx)', async () => {
    const { user } = await renderAppAs(mockMember(), '/settings');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'الإعدادات' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
  });

  it('has a Log out button that signs out', async () => {
    const { user } = await renderAppAs(mockMember(), '/settings');
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
  });
});
