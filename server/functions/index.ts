import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Handler, ServerContext } from '../context';
import { clientIp, HttpError, requestClaims, sendJson, trustProxyFromEnv, type TrustedProxies } from '../http';
import { embeddedEdgeEnv, type ServerSecrets } from './function-env';
import { GATEWAY_ANSWERS } from './gateway-answers';
import { EDGE_FUNCTIONS, type EdgeFunction } from './registry';
import { sendWebResponse } from './send-web-response';
import { toWebRequest } from './web-request';

export type { EdgeFunction } from './registry';
export { EDGE_FUNCTIONS } from './registry';

type Answer = { status: number; body: object };

export interface FunctionsOptions {
  /** The proxies whose X-Forwarded-For entries give the client address (TRUST_PROXY), as the auth surface reads them. */
  trustProxy?: TrustedProxies;
  /** Secrets the server provides itself (the payment stand-in's keys), under those of the environment. */
  serverSecrets?: ServerSecrets;
}

/**
 * `/functions/v1/<name>` as the hosted gateway serves Edge Functions: the caller's JWT is verified
 * unless the function opts out, then the function's Web handler gets the request as sent (with the
 * client's address in X-Forwarded-For) and the project's URL and keys. A function that throws is
 * answered 500 without its details, and the server goes on serving.
 */
export function createFunctionsHandler(
  ctx: ServerContext,
  functions: Readonly<Record<string, EdgeFunction>> = EDGE_FUNCTIONS,
  { trustProxy = trustProxyFromEnv(), serverSecrets }: FunctionsOptions = {},
): Handler {
  return async (req, res, subpath) => {
    const name = functionName(subpath);
    const fn = name !== undefined && Object.hasOwn(functions, name) ? functions[name] : undefined;
    if (fn === undefined) return answer(res, GATEWAY_ANSWERS.notFound);
    const refusal = fn.verifyJwt === false ? undefined : await checkJwt(ctx, req);
    if (refusal) return answer(res, refusal);

    const aborted = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) aborted.abort();
    });
    let request: Request;
    try {
      request = await toWebRequest(req, subpath, clientIp(req, trustProxy), aborted.signal);
    } catch (error) {
      if (error instanceof HttpError && error.reason === 'body_too_large') return answer(res, GATEWAY_ANSWERS.bodyTooLarge);
      throw error;
    }
    let response: Response;
    try {
      response = await fn.handler(request, embeddedEdgeEnv(ctx, req, serverSecrets));
      if (!(response instanceof Response)) throw new TypeError('the handler did not return a Response');
    } catch (error) {
      console.error(`function ${name} failed:`, error);
      return answer(res, GATEWAY_ANSWERS.functionFailed);
    }
    await sendWebResponse(res, response).catch((error: unknown) => {
      if (!aborted.signal.aborted) console.error(`function ${name} failed while streaming:`, error);
      res.destroy();
    });
  };
}

/** The first path segment, '/health/x' → 'health'; undefined when it is not valid percent-encoding. */
function functionName(subpath: string): string | undefined {
  try {
    return decodeURIComponent(subpath.split('/')[1] ?? '');
  } catch {
    return undefined;
  }
}

/** The gateway's refusal when the Authorization header holds no valid project JWT. */
async function checkJwt(ctx: ServerContext, req: IncomingMessage): Promise<Answer | undefined> {
  if (!req.headers.authorization) return GATEWAY_ANSWERS.missingJwt;
  try {
    await requestClaims(ctx, req);
    return undefined;
  } catch (error) {
    if (error instanceof HttpError && ['invalid_jwt', 'expired_jwt', 'revoked_jwt'].includes(error.reason)) {
      return GATEWAY_ANSWERS.invalidJwt;
    }
    throw error;
  }
}

function answer(res: ServerResponse, { status, body }: Answer): void {
  sendJson(res, status, body);
}
