// `npm run reports`: the open reports on this server, who reported whom and whether each counts toward
// hiding the member (public.get_report_queue, with the service-role key). `-- --finish <member id>`
// ends that member's review: her reports are marked reviewed and she is shown again
// (public.finish_review). docs/security.md, Block, report and unmatch. Against a hosted project, set
// SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY.
import { operatorClient } from './operator-client';
import { reportTable, type QueuedReport } from './reports/report-table';

async function main(): Promise<void> {
  const supabase = await operatorClient();
  const [flag, member] = process.argv.slice(2);
  if (flag === '--finish') {
    if (!member) throw new Error('Usage: npm run reports -- --finish <member id>');
    const { data, error } = await supabase.rpc('finish_review', { member });
    if (error) throw new Error(error.message);
    console.log(data ? `Review of ${member} finished: shown in discovery again.` : `${member} has no open reports.`);
    return;
  }
  const { data, error } = await supabase.rpc('get_report_queue');
  if (error) throw new Error(error.message);
  console.log(reportTable((data ?? []) as QueuedReport[]));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
