import type { AuthRequest, AuthServices } from '../auth-request';
import { sendJson } from '../../http';
import { authError } from '../errors/error-catalogue';
import type { UserRow } from '../users/user-row';
import { userJsonOf } from '../users/user-json-of';
import { AUDIENCE } from '../users/users';
import { requireAdminCredentials } from './admin-credentials';

const MAX_PER_PAGE = 1000;
const DEFAULT_PER_PAGE = 50;

function pageParam(value: string | null, fallback: number, max: number): number {
  if (value === null || value === '') return fallback;
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) throw authError('paginationInvalid', `Bad Pagination Parameters: ${JSON.stringify(value)} is not a page number`);
  return Math.min(Number(value), max);
}

/**
 * GET /admin/users?page=&per_page= (auth.admin.listUsers): newest first, with GoTrue's `X-Total-Count`
 * and `Link` headers, which supabase-js reads for `total`, `nextPage` and `lastPage`. At most 1,000 a page.
 */
export async function listUsers(request: AuthRequest, services: AuthServices): Promise<void> {
  await requireAdminCredentials(request, services);
  const url = new URL(request.req.url ?? '/', 'http://localhost');
  const page = pageParam(url.searchParams.get('page'), 1, 1_000_000);
  const perPage = pageParam(url.searchParams.get('per_page'), DEFAULT_PER_PAGE, MAX_PER_PAGE);
  const { users, total } = await services.ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<UserRow>(
      'select * from auth.users where aud = $1 order by created_at desc, id desc limit $2 offset $3',
      [AUDIENCE, perPage, (page - 1) * perPage],
    );
    const count = await tx.query<{ n: string }>('select count(*)::text as n from auth.users where aud = $1', [AUDIENCE]);
    return { users: await Promise.all(rows.map((row) => userJsonOf(tx, row))), total: Number(count.rows[0].n) };
  });
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const link = (to: number) => {
    url.searchParams.set('page', String(to));
    return `<${url.pathname}?${url.searchParams.toString()}>`;
  };
  const links = [...(lastPage > page ? [`${link(page + 1)}; rel="next"`] : []), `${link(lastPage)}; rel="last"`];
  request.res.setHeader('Link', links.join(', '));
  request.res.setHeader('X-Total-Count', String(total));
  sendJson(request.res, 200, { users, aud: AUDIENCE });
}
