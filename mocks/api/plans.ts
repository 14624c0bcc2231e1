import { callerOf } from '../auth/accounts';
import { myBoostRow, myPlanRow, myUsageRow, planRows } from '../fixtures/plans';
import { HttpResponse } from 'msw';
import { rest } from './rest';

/**
 * The plan catalogue (product data a migration inserts, readable signed out: the landing page's
 * teaser, /pricing, Settings, the photo limit), the caller's plan: Free, as for every member
 * without a subscription, her usage: nothing yet, and no boost (Free has none); payments are set up. A test about plans declares
 * its own answers with `server.use(...)`.
 */
export const planHandlers = [
  ...rest.select('plans', () => planRows()),
  rest.rpc('get_my_plan', (_args, request) => (callerOf(request) ? [myPlanRow()] : [])),
  rest.rpc('get_my_usage', (_args, request) => (callerOf(request) ? [myUsageRow()] : [])),
  rest.rpc('get_my_boost', (_args, request) => (callerOf(request) ? [myBoostRow()] : [])),
  rest.fnGet('checkout/status', () => HttpResponse.json({ available: true })),
];
