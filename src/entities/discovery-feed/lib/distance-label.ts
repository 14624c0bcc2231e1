/**
 * 'about 5 miles away'. The database already rounds (never below 1 mile, coarser further out) so
 * that nobody can work out where a member lives from many distances; the UI says "about" for that.
 */
export function distanceLabel(miles: number): string {
  const shown = Math.max(1, Math.round(miles));
  return `about ${shown} ${shown === 1 ? 'mile' : 'miles'} away`;
}
