// The operator's scripts (events:add, reports, support:list, verify:review) act with the service-role
// key: on this machine's server by default (its `npm run status`), or on a hosted project when
// SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set.
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { serverStatus } from '../server/status';

export async function operatorClient() {
  const { SUPABASE_URL: url, SUPABASE_SERVICE_ROLE_KEY: key } = process.env;
  const local = url && key ? undefined : await serverStatus();
  return createClient(url ?? local!.api_url, key ?? local!.service_role_key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}
