// Runs before each upstream test file (scripts/conformance/postgrest-js.ts):
// 1. The server's gateway demands an API key; upstream's tests send none (their local Supabase serves
//    them as anon), so a request to the server without `apikey` gets the anon key.
// 2. Every request to the server and its answer are appended to CONFORMANCE_LOG (JSON lines) with the
//    test's name: which tests reach the server, and what a failure asked and got (--show).
const fs = require('node:fs');

const TARGET = process.env.CONFORMANCE_TARGET;
const KEY = process.env.CONFORMANCE_ANON_KEY;
const LOG = process.env.CONFORMANCE_LOG;
const realFetch = globalThis.fetch;

globalThis.fetch = async function loggedFetch(input, init = {}) {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (!url.startsWith(TARGET)) return realFetch(input, init);
  const headers = new Headers(init.headers || {});
  if (!headers.has('apikey')) headers.set('apikey', KEY);
  const state = expect.getState();
  const entry = {
    file: state.testPath ? state.testPath.split('/').pop() : null,
    test: state.currentTestName,
    method: init.method || 'GET',
    url: url.slice(TARGET.length),
    headers: Object.fromEntries([...headers].filter(([k]) => k !== 'apikey' && k !== 'authorization')),
    body: typeof init.body === 'string' ? init.body.slice(0, 2000) : undefined,
  };
  try {
    const res = await realFetch(input, { ...init, headers });
    entry.status = res.status;
    entry.resHeaders = Object.fromEntries([...res.headers].filter(([k]) => /content-range|content-type|preference-applied|location/i.test(k)));
    entry.resBody = (await res.clone().text()).slice(0, 3000);
    return res;
  } catch (error) {
    entry.error = String(error);
    throw error;
  } finally {
    fs.appendFileSync(LOG, `${JSON.stringify(entry)}\n`);
  }
};
