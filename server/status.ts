import { loadConfig } from './config';
import { apiKeys } from './jwt';

/**
 * What `supabase status` prints, for pointing a client (or the SPA build) at this server: the keys
 * of the secret the server signs with (JWT_SECRET, or the data directory's own).
 */
export async function serverStatus(env: NodeJS.ProcessEnv = process.env) {
  const config = await loadConfig(env);
  const { anonKey, serviceRoleKey } = await apiKeys(config.jwtSecret);
  return { api_url: `http://${config.host}:${config.port}`, anon_key: anonKey, service_role_key: serviceRoleKey };
}

// Run as a script (`tsx server/status.ts`), not when imported by a test.
if (process.argv[1]?.replace(/\\/g, '/').endsWith('server/status.ts')) {
  serverStatus()
    .then((status) => console.log(JSON.stringify(status, null, 2)))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
