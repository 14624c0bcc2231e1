/** A row of public.get_report_queue, as the operators' list prints it. */
export interface QueuedReport {
  reported_id: string;
  reported_username: string;
  reporter_username: string;
  reason: string;
  details: string | null;
  reported_at: string;
  counted: boolean;
  not_counted_because: string | null;
  reporter_address: string | null;
  hidden_since: string | null;
}

const oneLine = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** The open reports grouped by reported member, hidden ones first: who reported whom, why, and whether it counts. */
export function reportTable(rows: QueuedReport[]): string {
  if (rows.length === 0) return 'No open reports.';
  const byMember = new Map<string, QueuedReport[]>();
  for (const row of rows) byMember.set(row.reported_id, [...(byMember.get(row.reported_id) ?? []), row]);
  const groups = [...byMember.values()].sort((a, b) => Number(Boolean(b[0].hidden_since)) - Number(Boolean(a[0].hidden_since)));
  return groups
    .map((reports) => {
      const [first] = reports;
      const state = first.hidden_since ? `hidden from discovery since ${first.hidden_since}` : 'shown';
      const lines = reports.map((r) => {
        const counts = r.counted ? 'counts' : `does not count: ${r.not_counted_because}`;
        const details = r.details ? ` "${oneLine(r.details, 80)}"` : '';
        return `  ${r.reported_at}  by @${r.reporter_username} (${r.reporter_address ?? 'no address'}): ${r.reason}${details} [${counts}]`;
      });
      return [`@${first.reported_username} ${first.reported_id}: ${state}`, ...lines].join('\n');
    })
    .join('\n\n');
}
