import { readRestOptions } from './rest-options';

describe('readRestOptions', () => {
  it('exposes public alone, with Supabase search path and no plans, unless told otherwise', () => {
    expect(readRestOptions({})).toEqual({ schemas: ['public'], extraSearchPath: ['public', 'extensions'], planEnabled: false });
    expect(readRestOptions({ PGRST_DB_SCHEMAS: ' public, personal ,public', PGRST_DB_PLAN_ENABLED: 'true' })).toMatchObject({
      schemas: ['public', 'personal'],
      planEnabled: true,
    });
  });

  it('refuses to expose the catalogs', () => {
    expect(() => readRestOptions({ PGRST_DB_SCHEMAS: 'public,pg_catalog' })).toThrow('PGRST_DB_SCHEMAS may not name pg_catalog');
  });
});
