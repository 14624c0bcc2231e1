import type { AuthRequest, AuthServices } from '../auth-request';
import { deleteUser } from './delete-user';

type Route = (request: AuthRequest, services: AuthServices) => Promise<void>;

const USER_PATH = /^\/admin\/users\/([^/]+)$/;

/**
 * The admin endpoints this server has, for the service role only: `DELETE /admin/users/{id}`, which
 * the delete-account function calls. GoTrue's other admin endpoints (list, create, update users,
 * generate_link, invite, factors) are not implemented and answer 404.
 */
export function adminRoute(path: string): Partial<Record<string, Route>> | undefined {
  const user = USER_PATH.exec(path);
  if (!user) return undefined;
  // A malformed escape stays as sent and fails the id check (404).
  const id = safeDecode(user[1]);
  return { DELETE: (request, services) => deleteUser(request, services, id) };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
