import { checkCard } from './test-cards';

const card = { number: '4242 4242 4242 4242', expiry: '01/30', cvc: '123', name: 'Ada Lovelace' };
const now = new Date(Date.UTC(2030, 0, 31, 23));

describe('checkCard', () => {
  it('approves 4242 with or without spaces, through the end of its expiry month', () => {
    expect(checkCard(card, now)).toEqual({ kind: 'approved' });
    expect(checkCard({ ...card, number: '4242424242424242', expiry: '1 / 30' }, now)).toEqual({ kind: 'approved' });
    expect(checkCard({ ...card, expiry: '12/29' }, now)).toMatchObject({ kind: 'invalid', field: 'expiry' });
  });

  it('declines 0002 only once the rest of the form is valid', () => {
    expect(checkCard({ ...card, number: '4000 0000 0000 0002' }, now)).toEqual({ kind: 'declined', message: 'Your card was declined.' });
    expect(checkCard({ ...card, number: '4000000000000002', cvc: '1' }, now)).toMatchObject({ kind: 'invalid', field: 'cvc' });
  });

  it('names the field at fault', () => {
    expect(checkCard({ ...card, number: '4111 1111 1111 1111' }, now)).toMatchObject({ field: 'number', message: 'Use a test card: 4242 4242 4242 4242.' });
    expect(checkCard({ ...card, expiry: '0/30' }, now)).toMatchObject({ field: 'expiry' });
    expect(checkCard({ ...card, expiry: '2030-01' }, now)).toMatchObject({ field: 'expiry' });
    expect(checkCard({ ...card, cvc: '12a' }, now)).toMatchObject({ field: 'cvc' });
    expect(checkCard({ ...card, name: 'x'.repeat(101) }, now)).toMatchObject({ field: 'name' });
  });
});
