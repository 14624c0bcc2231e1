/** A calendar date as the app writes it everywhere, in the reader's locale: 'December 27, 2026'. */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });
}
