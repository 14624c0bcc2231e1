import { distanceLabel } from './distance-label';

describe('distanceLabel', () => {
  it.each([
    [5, 'about 5 miles away'],
    [1, 'about 1 mile away'],
    [0, 'about 1 mile away'],
    [40, 'about 40 miles away'],
  ])('%p miles reads %p', (miles, label) => {
    expect(distanceLabel(miles)).toBe(label);
  });
});
