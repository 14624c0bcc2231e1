/** What the hosted functions gateway answers when the function itself does not, in its words. */
export const GATEWAY_ANSWERS = {
  notFound: { status: 404, body: { code: 'NOT_FOUND', message: 'Requested function was not found' } },
  missingJwt: { status: 401, body: { msg: 'Missing authorization header' } },
  invalidJwt: { status: 401, body: { msg: 'Invalid JWT' } },
  bodyTooLarge: { status: 413, body: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' } },
  functionFailed: {
    status: 500,
    body: { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' },
  },
} as const;
