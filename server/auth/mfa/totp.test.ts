import { Secret, TOTP } from 'otpauth';
import { matchingStep, newTotp } from './totp';

// GoTrue's TOTP check (SHA-1, 6 digits, 30 s, one step either side), at fixed times.
const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const codeAt = (ms: number) => new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: ms });
const NOW = 1_790_000_015_000;
const step = Math.floor(NOW / 30_000);

it('accepts the code of this step and of one step either side, naming the step', () => {
  expect(matchingStep(secret, codeAt(NOW), NOW)).toBe(step);
  expect(matchingStep(secret, codeAt(NOW - 30_000), NOW)).toBe(step - 1);
  expect(matchingStep(secret, codeAt(NOW + 30_000), NOW)).toBe(step + 1);
});

it('refuses codes two steps away, and anything that is not six digits', () => {
  for (const far of [NOW - 60_000, NOW + 60_000]) expect(matchingStep(secret, codeAt(far), NOW)).toBeNull();
  for (const code of ['', '12345', '1234567', 'abcdef', ' 123456', `${codeAt(NOW)} `]) expect(matchingStep(secret, code, NOW)).toBeNull();
});

it('makes a 160-bit base32 secret, its otpauth URI and an SVG QR code without a "#"', async () => {
  const totp = await newTotp('Ascend', 'ava@example.com');
  expect(totp.secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(totp.uri).toMatch(/^otpauth:\/\/totp\/Ascend:ava%40example\.com\?/);
  expect(totp.qrCode).toMatch(/^<svg [^#]*<\/svg>$/);
});
