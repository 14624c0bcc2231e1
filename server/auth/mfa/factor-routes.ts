import type { AuthRequest, AuthServices } from '../auth-request';
import { challenge } from './challenge';
import { unenroll } from './unenroll';
import { verifyFactor } from './verify-factor';

type Route = (request: AuthRequest, services: AuthServices) => Promise<void>;

const FACTOR_PATH = /^\/factors\/([^/]+)(\/challenge|\/verify)?$/;

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** `/factors/{id}`, `/factors/{id}/challenge`, `/factors/{id}/verify`; undefined for any other path. */
export function factorRoute(path: string): Partial<Record<string, Route>> | undefined {
  const match = FACTOR_PATH.exec(path);
  if (!match) return undefined;
  const id = safeDecode(match[1]);
  if (match[2] === '/challenge') return { POST: (request, services) => challenge(request, services, id) };
  if (match[2] === '/verify') return { POST: (request, services) => verifyFactor(request, services, id) };
  return { DELETE: (request, services) => unenroll(request, services, id) };
}
