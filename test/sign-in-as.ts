import { getSupabase } from '@/shared/supabase';
import { renderApp } from './render-with-providers';

interface Credentials {
  email: string;
  password: string;
}

/**
 * Signs the app's own supabase client in, as the sign-in form would, before anything renders: the
 * session is then where the app looks for it (MSW's in the web tier, the real server's in the
 * integration tier).
 */
export async function signInAs({ email, password }: Credentials) {
  const { data, error } = await (await getSupabase()).auth.signInWithPassword({ email, password });
  if (error) throw error;
  return data.session;
}

/** The app at a URL, signed in as the member, its session fed from supabase-js as in the browser. */
export async function renderAppAs(member: Credentials, route: string) {
  await signInAs(member);
  return renderApp(route, { liveSession: true });
}
