/** CSV of a JSON array of objects: a header of the first row's keys, then one line per row. */
export function jsonToCsv(json: string): string {
  const parsed = JSON.parse(json) as unknown;
  const rows = (Array.isArray(parsed) ? parsed : [parsed]).filter(
    (r): r is Record<string, unknown> => typeof r === 'object' && r !== null,
  );
  if (rows.length === 0) return '';
  const keys = Object.keys(rows[0]);
  const lines = [keys.map(cell).join(',')];
  for (const row of rows) lines.push(keys.map((k) => cell(row[k])).join(','));
  return lines.join('\n');
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
