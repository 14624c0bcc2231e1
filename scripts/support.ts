// `npm run support:list`: the open support requests on this server, priority first (members whose
// plan included priority support when they wrote), then oldest first (public.get_support_queue, with
// the service-role key). `-- --answered <id>`, `-- --closed <id>` or `-- --open <id>` sets a
// request's state, which its member sees on /support (public.set_support_request_state).
// docs/plans.md, Priority support. Against a hosted project, set SUPABASE_URL and
// SUPABASE_SERVICE_ROLE_KEY.
import { operatorClient } from './operator-client';
import { supportTable, type QueuedSupportRequest } from './support/support-table';

const STATE_FLAGS: Record<string, string> = { '--answered': 'answered', '--closed': 'closed', '--open': 'open' };

async function main(): Promise<void> {
  const supabase = await operatorClient();
  const [flag, request] = process.argv.slice(2);
  if (flag) {
    const state = STATE_FLAGS[flag];
    if (!state || !request) throw new Error('Usage: npm run support:list [-- --answered|--closed|--open <request id>]');
    const { data, error } = await supabase.rpc('set_support_request_state', { request, new_state: state });
    if (error) throw new Error(error.message);
    console.log(data ? `Request ${request} is ${state}.` : `There is no request ${request}.`);
    return;
  }
  const { data, error } = await supabase.rpc('get_support_queue');
  if (error) throw new Error(error.message);
  console.log(supportTable((data ?? []) as QueuedSupportRequest[]));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
