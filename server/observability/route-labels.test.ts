import { randomUUID } from 'node:crypto';
import { MAX_ROUTES, RouteLabels } from './route-labels';

// The metrics' labels must come from a bounded set whatever callers send (docs/deployment.md).

test('replaces ids, buckets and object keys with templates', () => {
  const labels = new RouteLabels();
  expect(labels.route(`/auth/v1/admin/users/${randomUUID()}`, 200)).toBe('/auth/v1/admin/users/:id');
  expect(labels.route(`/auth/v1/factors/${randomUUID()}/verify`, 200)).toBe('/auth/v1/factors/:id/verify');
  expect(labels.route(`/storage/v1/object/public/photos/${randomUUID()}/face.jpg`, 200)).toBe('/storage/v1/object/public/:bucket/*');
  expect(labels.route('/storage/v1/object/list/photos', 200)).toBe('/storage/v1/object/list/:bucket');
  expect(labels.route('/storage/v1/bucket/photos/empty', 200)).toBe('/storage/v1/bucket/:bucket/empty');
  expect(labels.route('/functions/v1/email-unsubscribe/a-token-of-sorts', 200)).toBe('/functions/v1/email-unsubscribe/*');
  expect(labels.route('/rest/v1/rpc/get_conversations', 200)).toBe('/rest/v1/rpc/get_conversations');
  expect(labels.route('/messages', 200)).toBe('static');
  expect(labels.route('/metrics', 200)).toBe('/metrics');
});

test('a path first answered with an error is no label of its own, a known auth route is', () => {
  const labels = new RouteLabels();
  expect(labels.route('/rest/v1/anything_a_caller_writes', 401)).toBe('/rest/v1/:other');
  expect(labels.route('/auth/v1/token', 429)).toBe('/auth/v1/token');
  expect(labels.route('/rest/v1/profiles', 200)).toBe('/rest/v1/profiles');
  // Once served, its failures keep its name.
  expect(labels.route('/rest/v1/profiles', 400)).toBe('/rest/v1/profiles');
});

test('thousands of distinct paths give at most MAX_ROUTES labels per surface and a handful of methods', () => {
  const labels = new RouteLabels();
  const seen = new Set<string>();
  for (let i = 0; i < 5_000; i += 1) {
    seen.add(labels.route(`/rest/v1/table_${i}`, 200));
    seen.add(labels.route(`/auth/v1/path_${i}/deeper/${i}`, 404));
  }
  expect(seen.size).toBeLessThanOrEqual(MAX_ROUTES + 2);
  expect(seen).toContain('/rest/v1/:other');
  expect(new Set(['GET', 'BREW', 'PROPFIND', undefined].map((method) => labels.method(method)))).toEqual(new Set(['GET', 'OTHER']));
});
