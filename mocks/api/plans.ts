import { callerOf } from '../auth/accounts';
import { myPlanRow, myUsageRow, planRows } from '../fixtures/plans';
import { HttpResponse } from 'msw';
import { rest } from './rest';

/**
 * The plan catalogue (product data a migration inserts, readable signed out: the landing page's
 * teaser, /pricing, Settings, the photo limit), the caller's plan: Free, as for every member
 * without a subscription, and her usage: nothing yet; payments are set up. A test about plans declares
 * its own answers with `server.use(...)`.
 */
export const planHandlers = [
  ...rest.select('plans', () => planRows()),
  rest.rpc('get_my_plan', (_args, request) => (callerOf(request) ? [myPlanRow()] : [])),
  rest.rpc('get_my_usage', (_args, request) => (callerOf(request) ? [myUsageRow()] : [])),
  rest.fnGet('checkout/status', () => HttpResponse.json({ available: true })),
];
