import { createFixedWindows } from './fixed-windows';

describe('fixed windows', () => {
  it('counts per key and per address within a window, and forgets a closed window', () => {
    let now = 0;
    const windows = createFixedWindows(1_000, () => now);
    windows.add('alice', '192.0.2.1');
    windows.add('alice', '192.0.2.1');
    windows.add('alice', '192.0.2.2');
    expect(windows.current('alice')).toMatchObject({ count: 3, byAddress: new Map([['192.0.2.1', 2], ['192.0.2.2', 1]]) });
    expect(windows.current('bob')).toBeUndefined();
    expect(windows.msLeft('alice')).toBe(1_000);
    now = 1_000;
    expect(windows.current('alice')).toBeUndefined();
    expect(windows.msLeft('alice')).toBe(0);
  });

  it('takes back a count only in the window that made it', () => {
    let now = 0;
    const windows = createFixedWindows(1_000, () => now);
    const first = windows.add('alice', '192.0.2.1');
    const second = windows.add('alice', '192.0.2.1');
    windows.remove(first);
    expect(windows.current('alice')).toMatchObject({ count: 1, byAddress: new Map([['192.0.2.1', 1]]) });
    windows.remove(second);
    expect(windows.current('alice')).toMatchObject({ count: 0, byAddress: new Map() });

    const old = windows.add('bob', '192.0.2.3');
    now = 1_500;
    windows.add('bob', '192.0.2.3');
    windows.remove(old);
    expect(windows.current('bob')?.count).toBe(1);
  });
});
