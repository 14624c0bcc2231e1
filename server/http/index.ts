export { clientIp, trustedProxyCount, trustProxyFromEnv, type TrustedProxies } from './client-ip';
export { HttpError, type HttpErrorReason } from './http-error';
export { MAX_JSON_BODY_BYTES, readBody, readJsonBody } from './read-body';
export { apiKeyOf, checkApiKey, requestClaims } from './request-claims';
export { sendJson } from './send-json';
export { exceedsJsonDepth, MAX_JSON_DEPTH } from './json-depth';
