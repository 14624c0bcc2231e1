/** A row of public.get_support_queue, as the operators' list prints it. */
export interface QueuedSupportRequest {
  id: string;
  priority: boolean;
  created_at: string;
  user_id: string;
  username: string;
  email: string | null;
  subject: string;
  message: string;
  screenshot_path: string | null;
}

/** One line of at most `max` characters: a member's text cannot lay out the operator's terminal. */
const oneLine = (text: string, max: number) => {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed here
  const flat = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g, ' ').replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** The open requests as the database orders them (priority first, then oldest first), one block each. */
export function supportTable(rows: QueuedSupportRequest[]): string {
  if (rows.length === 0) return 'No open support requests.';
  return rows
    .map((r) => {
      const mark = r.priority ? '[Priority] ' : '';
      const lines = [
        `${mark}${r.created_at}  ${r.id}`,
        `  from @${r.username} <${r.email ?? 'no e-mail'}>`,
        `  "${oneLine(r.subject, 120)}"`,
        `  ${oneLine(r.message, 160)}`,
      ];
      if (r.screenshot_path) lines.push(`  screenshot: support-screenshots/${r.screenshot_path}`);
      return lines.join('\n');
    })
    .join('\n\n');
}
