import type { AuthRequest, AuthServices } from '../auth-request';
import { listUsers } from './admin-user-list';
import { createUser, getUserById, updateUserById } from './admin-users';
import { deleteUser } from './delete-user';

type Route = (request: AuthRequest, services: AuthServices) => Promise<void>;

const USER_PATH = /^\/admin\/users\/([^/]+)$/;

/**
 * The admin user endpoints this server has, for the service role only (docs/local-backend.md, Admin):
 * list, create, read, update and delete users. generate_link and invite are fixed paths (routes.ts);
 * GoTrue's admin factor endpoints are not implemented and answer 404.
 */
export function adminRoute(path: string): Partial<Record<string, Route>> | undefined {
  if (path === '/admin/users') return { GET: listUsers, POST: createUser };
  const user = USER_PATH.exec(path);
  if (!user) return undefined;
  // A malformed escape stays as sent and fails the id check (404).
  const id = safeDecode(user[1]);
  return {
    GET: (request, services) => getUserById(request, services, id),
    PUT: (request, services) => updateUserById(request, services, id),
    DELETE: (request, services) => deleteUser(request, services, id),
  };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
