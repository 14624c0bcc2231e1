import { documentedTable, endpointTable, type Classify, type EndpointProbe } from '../testing/endpoint-table';
import { createTestBucket, PNG_1X1, startStorageTestServer, TEST_BUCKET, type StorageTestServer } from '../testing/storage-test-server';

// docs/local-backend.md's table of the storage endpoints supabase-js calls is what this server
// answers them; WRITE_DOCS=1 npm test -- <this file> rewrites it.

let server: StorageTestServer;
beforeAll(async () => {
  server = await startStorageTestServer();
  await createTestBucket(server);
});
afterAll(() => server.close());

const FILE = 'table/file.png';

function call(method: string, route: string, body?: object | Buffer): () => Promise<Response> {
  const json = body !== undefined && !Buffer.isBuffer(body);
  return () =>
    fetch(`${server.url}/storage/v1${route}`, {
      method,
      headers: {
        apikey: server.serviceRoleKey,
        Authorization: `Bearer ${server.serviceRoleKey}`,
        'Content-Type': json ? 'application/json' : 'image/png',
      },
      body: json ? JSON.stringify(body) : body,
    });
}

// Storage's own answer for a route it does not have, which this server gives for what it has not built.
const classify: Classify = (status, body) =>
  status === 404 && String(body.message ?? '').startsWith('Route ') ? 'not implemented (404 "Route … not found")' : 'served';

const probes = (): EndpointProbe[] => [
  { call: '`listBuckets()`', endpoint: 'GET /bucket', request: call('GET', '/bucket') },
  { call: '`createBucket()`', endpoint: 'POST /bucket', request: call('POST', '/bucket', {}) },
  { call: '`getBucket()`', endpoint: 'GET /bucket/{id}', request: call('GET', `/bucket/${TEST_BUCKET}`) },
  { call: '`updateBucket()`', endpoint: 'PUT /bucket/{id}', request: call('PUT', `/bucket/${TEST_BUCKET}`, {}) },
  { call: '`emptyBucket()`', endpoint: 'POST /bucket/{id}/empty', request: call('POST', '/bucket/nothing-here/empty') },
  { call: '`deleteBucket()`', endpoint: 'DELETE /bucket/{id}', request: call('DELETE', '/bucket/nothing-here') },
  { call: '`upload()`', endpoint: 'POST /object/{bucket}/{path}', request: call('POST', `/object/${TEST_BUCKET}/${FILE}`, PNG_1X1) },
  { call: '`update()`', endpoint: 'PUT /object/{bucket}/{path}', request: call('PUT', `/object/${TEST_BUCKET}/${FILE}`, PNG_1X1) },
  { call: '`download()`', endpoint: 'GET /object/authenticated/{bucket}/{path}', request: call('GET', `/object/authenticated/${TEST_BUCKET}/${FILE}`) },
  { call: '`info()`', endpoint: 'GET /object/info/{bucket}/{path}', request: call('GET', `/object/info/${TEST_BUCKET}/${FILE}`) },
  { call: '`exists()`', endpoint: 'HEAD /object/{bucket}/{path}', request: call('HEAD', `/object/${TEST_BUCKET}/${FILE}`) },
  { call: '`getPublicUrl()`', endpoint: 'GET /object/public/{bucket}/{path}', request: call('GET', `/object/public/${TEST_BUCKET}/${FILE}`) },
  { call: '`getPublicUrl(path, { transform })`', endpoint: 'GET /render/image/public/{bucket}/{path}', request: call('GET', `/render/image/public/${TEST_BUCKET}/${FILE}?width=1`) },
  { call: '`list()`', endpoint: 'POST /object/list/{bucket}', request: call('POST', `/object/list/${TEST_BUCKET}`, { prefix: '' }) },
  { call: '`listV2()`', endpoint: 'POST /object/list-v2/{bucket}', request: call('POST', `/object/list-v2/${TEST_BUCKET}`, {}) },
  { call: '`move()`', endpoint: 'POST /object/move', request: call('POST', '/object/move', {}) },
  { call: '`copy()`', endpoint: 'POST /object/copy', request: call('POST', '/object/copy', {}) },
  { call: '`createSignedUrl()`', endpoint: 'POST /object/sign/{bucket}/{path}', request: call('POST', `/object/sign/${TEST_BUCKET}/${FILE}`, { expiresIn: 60 }) },
  { call: '`createSignedUrls()`', endpoint: 'POST /object/sign/{bucket}', request: call('POST', `/object/sign/${TEST_BUCKET}`, { expiresIn: 60, paths: [FILE] }) },
  { call: '`createSignedUploadUrl()`', endpoint: 'POST /object/upload/sign/{bucket}/{path}', request: call('POST', `/object/upload/sign/${TEST_BUCKET}/table/other.png`) },
  { call: '`remove()`', endpoint: 'DELETE /object/{bucket}', request: call('DELETE', `/object/${TEST_BUCKET}`, { prefixes: [FILE] }) },
  { call: 'resumable uploads (TUS)', endpoint: 'POST /upload/resumable', request: call('POST', '/upload/resumable') },
  { call: 'the S3 protocol', endpoint: 'GET /s3/{bucket}', request: call('GET', `/s3/${TEST_BUCKET}`) },
  { call: '`storage.analytics` (Iceberg buckets)', endpoint: 'GET /iceberg/bucket', request: call('GET', '/iceberg/bucket') },
  { call: '`storage.vectors` (vector buckets)', endpoint: 'POST /vector/ListVectorBuckets', request: call('POST', '/vector/ListVectorBuckets', {}) },
];

it('docs/local-backend.md lists every storage endpoint with the answer this server gives it', async () => {
  const generated = await endpointTable(probes(), classify);
  expect(await documentedTable('endpoints:storage', generated)).toBe(generated);
});
