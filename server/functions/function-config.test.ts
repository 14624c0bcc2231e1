import { readVerifyJwt } from './function-config';
import { EDGE_FUNCTIONS, edgeFunctions } from './registry';

describe('supabase/config.toml, the gateways’ one list of which functions need a JWT', () => {
  it('opens only the webhook and the one-click unsubscribe to callers without one', () => {
    const open = Object.entries(EDGE_FUNCTIONS).filter(([, fn]) => fn.verifyJwt === false).map(([name]) => name);
    expect(open.sort()).toEqual(['email-unsubscribe', 'stripe-webhook']);
    expect(Object.values(EDGE_FUNCTIONS).every((fn) => typeof fn.verifyJwt === 'boolean')).toBe(true);
  });

  it('defaults a section without verify_jwt to true, as the CLI does, and refuses a value that is not a boolean', () => {
    expect(readVerifyJwt('[functions.health]\n[functions.hook]\nverify_jwt = false\n')).toEqual(new Map([['health', true], ['hook', false]]));
    expect(() => readVerifyJwt('[functions.hook]\nverify_jwt = "no"\n')).toThrow('functions.hook.verify_jwt must be true or false');
  });

  it('stops the server when a function has no section, or a section no function', () => {
    const configured = readVerifyJwt();
    const withoutAi = new Map([...configured].filter(([name]) => name !== 'ai'));
    expect(() => edgeFunctions(withoutAi)).toThrow('no [functions.ai] section');
    expect(() => edgeFunctions(new Map([...configured, ['gone', true]]))).toThrow('no handler for gone');
  });
});
