import { readAuthOptions } from './auth-options';

describe('readAuthOptions', () => {
  it('offers the local Google stand-in in development unless turned off', () => {
    expect(readAuthOptions({}).localGoogle).toBe(true);
    expect(readAuthOptions({ HOST: 'localhost', NODE_ENV: 'development' }).localGoogle).toBe(true);
    expect(readAuthOptions({ LOCAL_GOOGLE_SIGN_IN: 'off' }).localGoogle).toBe(false);
  });

  it('turns the stand-in off in production unless LOCAL_GOOGLE_SIGN_IN=true', () => {
    expect(readAuthOptions({ NODE_ENV: 'production' }).localGoogle).toBe(false);
    expect(readAuthOptions({ HOST: '0.0.0.0' }).localGoogle).toBe(false);
    expect(readAuthOptions({ HOST: '0.0.0.0', LOCAL_GOOGLE_SIGN_IN: 'yes please' }).localGoogle).toBe(false);
    expect(readAuthOptions({ NODE_ENV: 'production', LOCAL_GOOGLE_SIGN_IN: 'true' }).localGoogle).toBe(true);
  });

  it('gives a password change without current_password ten minutes after signing in', () => {
    expect(readAuthOptions({}).reauthenticationWindowSeconds).toBe(600);
  });
});
