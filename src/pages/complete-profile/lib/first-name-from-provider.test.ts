import { firstNameFromProvider } from './first-name-from-provider';

describe('firstNameFromProvider', () => {
  it('takes the given name, else the first word of the full name or the name', () => {
    expect(firstNameFromProvider({ given_name: 'Mary Ann', full_name: 'Mary Ann Smith' })).toBe('Mary Ann');
    expect(firstNameFromProvider({ full_name: '  Avery Johnson ', name: 'Avery Johnson' })).toBe('Avery');
    expect(firstNameFromProvider({ name: 'Rose Tyler' })).toBe('Rose');
  });

  it('gives nothing where the provider gave no name, or one that is not one line of text', () => {
    expect(firstNameFromProvider(undefined)).toBeNull();
    expect(firstNameFromProvider({ full_name: '   ', onboarding: 'done' })).toBeNull();
    expect(firstNameFromProvider({ given_name: 'Ava\u0007' })).toBeNull();
    expect(firstNameFromProvider({ given_name: 'x'.repeat(80) })).toHaveLength(50);
  });
});
