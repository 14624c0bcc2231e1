import { FormEncodingError, parseStripeForm } from './form-encoding';

describe('parseStripeForm', () => {
  it('nests bracketed names and makes numbered children arrays, as the stripe SDK writes them', () => {
    const body = [
      'mode=subscription',
      'metadata[user_id]=u1',
      'metadata[note]=a%20%26%20b%3Dc',
      'line_items[0][price_data][recurring][interval]=month',
      'line_items[0][price_data][product_data][name]=Ascend%20Premium',
      'line_items[0][quantity]=1',
      'expand[1]=subscription',
      'expand[0]=customer',
    ].join('&');
    expect(parseStripeForm(body)).toEqual({
      mode: 'subscription',
      metadata: { user_id: 'u1', note: 'a & b=c' },
      line_items: [{ price_data: { recurring: { interval: 'month' }, product_data: { name: 'Ascend Premium' } }, quantity: '1' }],
      expand: ['customer', 'subscription'],
    });
  });

  it('reads percent-encoded brackets, `[]` appends and an empty value', () => {
    expect(parseStripeForm('expand%5B%5D=a&expand[]=b&metadata[x]=')).toEqual({ expand: ['a', 'b'], metadata: { x: '' } });
  });

  it('keeps __proto__ and constructor as plain keys', () => {
    const parsed = parseStripeForm('metadata[__proto__][polluted]=1&metadata[constructor]=2');
    expect(Object.getPrototypeOf(parsed.metadata)).toBe(Object.prototype);
    expect(Object.keys(parsed.metadata)).toEqual(['__proto__', 'constructor']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses malformed names, a value that is also a parent, and nesting deeper than needed', () => {
    expect(() => parseStripeForm('a]=1')).toThrow(FormEncodingError);
    expect(() => parseStripeForm('a[b=1')).toThrow(FormEncodingError);
    expect(() => parseStripeForm('a=1&a[b]=2')).toThrow('Invalid parameter: a[b]');
    expect(() => parseStripeForm('a[b]=2&a=1')).toThrow('Invalid parameter: a');
    expect(() => parseStripeForm(`a${'[x]'.repeat(7)}=1`)).toThrow(FormEncodingError);
  });
});
