import { ageInYears, isAdult, latestAdultBirthDate, toIsoDate } from './age';

const today = new Date(2026, 10, 21); // 21 November 2026

describe('ageInYears', () => {
  it('counts whole years, accounting for month and day', () => {
    expect(ageInYears('2008-11-21', today)).toBe(18); // birthday today
    expect(ageInYears('2008-11-22', today)).toBe(17); // birthday tomorrow
    expect(ageInYears('2008-12-01', today)).toBe(17); // later month
    expect(ageInYears('2008-10-30', today)).toBe(18); // earlier month
    expect(ageInYears('1990-01-01', today)).toBe(36);
  });

  it('handles a 29 February birthday', () => {
    expect(ageInYears('2008-02-29', new Date(2026, 1, 28))).toBe(17);
    expect(ageInYears('2008-02-29', new Date(2026, 2, 1))).toBe(18);
  });

  it('rejects dates that do not exist', () => {
    expect(ageInYears('2001-02-30', today)).toBeNull();
    expect(ageInYears('not a date', today)).toBeNull();
  });
});

describe('adulthood', () => {
  it('is reached on the 18th birthday, not a day before', () => {
    expect(isAdult('2008-11-21', today)).toBe(true);
    expect(isAdult('2008-11-22', today)).toBe(false);
  });

  it('gives the date picker its latest selectable date', () => {
    expect(toIsoDate(latestAdultBirthDate(today))).toBe('2008-11-21');
  });
});
