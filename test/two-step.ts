import { cleanup, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { getSupabase } from '@/shared/supabase';

/**
 * The code form's Verify is enabled once her authenticator app is known (GET /user, read afresh when
 * the form opens): a click before that would do nothing, as for a person.
 */
export async function clickWhenEnabled(user: ReturnType<typeof userEvent.setup>, button: HTMLElement) {
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}

/** After a test signed the app's client in: unmounted first, so that the sign-out's event updates no rendered tree. */
export async function unmountAndSignOut() {
  cleanup();
  await (await getSupabase()).auth.signOut({ scope: 'local' });
}
