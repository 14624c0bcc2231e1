import { http } from 'msw';
import { server } from '@mocks/server';

/** Every request the page makes from now on, in order, as "METHOD /path". */
export function recordRequests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return seen;
}

/**
 * The JSON bodies sent to one route, in order. The recorder answers nothing, so the stateful
 * handlers still answer every request.
 */
export function recordBodies(method: 'post' | 'patch', url: string): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http[method](url, async ({ request }) => {
      bodies.push((await request.clone().json()) as Record<string, unknown>);
    }),
  );
  return bodies;
}
