import { isLoopbackHost } from '../config';

/** The local stand-ins of a push service the database lets subscriptions name, and why. */
export interface PushTestOrigins {
  origins: string[];
  because: string;
  /** Set when the variable asks for stand-ins where none may run: said as a warning at start. */
  refused?: string;
}

/**
 * PUSH_TEST_ORIGINS: comma-separated origins of a local fake push service (the tests' one,
 * server/testing/fake-push-service.ts) that subscriptions may name besides the browsers' push
 * services. Taken only on a plainly local server and only for loopback origins, so a server others
 * reach never sends a push anywhere but a real push service (docs/deployment.md, What runs where).
 */
export function readPushTestOrigins(env: NodeJS.ProcessEnv, local: boolean): PushTestOrigins {
  const value = env.PUSH_TEST_ORIGINS?.trim();
  if (!value) return { origins: [], because: 'PUSH_TEST_ORIGINS is not set' };
  if (!local) {
    const because = `not a local server: PUSH_TEST_ORIGINS=${value} is ignored`;
    return { origins: [], because, refused: because };
  }
  const origins: string[] = [];
  const refused: string[] = [];
  for (const item of value.split(',').map((part) => part.trim()).filter(Boolean)) {
    const url = URL.canParse(item) ? new URL(item) : undefined;
    const loopback = url && (url.protocol === 'http:' || url.protocol === 'https:') && isLoopbackHost(url.hostname);
    if (loopback && url.origin === item.replace(/\/$/, '')) origins.push(url.origin);
    else refused.push(item);
  }
  const because = refused.length ? `PUSH_TEST_ORIGINS; not loopback origins, ignored: ${refused.join(', ')}` : 'PUSH_TEST_ORIGINS';
  return { origins, because };
}
