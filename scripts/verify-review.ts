// `npm run verify:review`: the operator's queue of photo verifications no vision model decided
// (docs/features.md, Verified badge, "For the operator"). Lists each pending request with the main
// photo's URL and the selfie, saved from the private bucket to a temporary folder to look at; then
// `approve <id>` or `decline <id> [--note …]` records the decision and removes the selfie. Uses the
// service-role key, as only the server writes verification. Against a hosted project, set
// SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { operatorClient } from './operator-client';
import { parseReviewArgs } from './verification/review-args';

const BUCKET = 'verification-selfies';

type Client = Awaited<ReturnType<typeof operatorClient>>;

async function list(supabase: Client): Promise<void> {
  const { data, error } = await supabase.rpc('get_pending_photo_verifications', { max_rows: 50 });
  if (error) throw new Error(error.message);
  if (data.length === 0) {
    console.log('No verification is waiting.');
    return;
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'ascend-selfies-'));
  for (const request of data) {
    let selfie = '(no selfie stored)';
    if (request.selfie_path) {
      const file = await supabase.storage.from(BUCKET).download(request.selfie_path);
      if (file.data) {
        selfie = path.join(folder, `${request.id}.jpg`);
        await writeFile(selfie, Buffer.from(await file.data.arrayBuffer()));
      }
    }
    console.log(`#${request.id} @${request.username}, asked ${request.created_at}, pose ${request.pose}`);
    console.log(`  main photo: ${request.photo_url}`);
    console.log(`  selfie:     ${selfie}`);
  }
  console.log('\nnpm run verify:review -- approve <id>   |   decline <id> [--note "…"]');
}

async function decide(supabase: Client, id: number, approved: boolean, note: string | null): Promise<void> {
  const { data: selfie, error } = await supabase.rpc('decide_photo_verification', { request: id, approved, decided_by: 'operator', note: note ?? undefined });
  if (error) throw new Error(error.message);
  if (selfie) {
    const removed = await supabase.storage.from(BUCKET).remove([selfie]);
    if (removed.error) console.error(`The selfie ${selfie} was not removed: ${removed.error.message}`);
  }
  console.log(`#${id} ${approved ? 'approved: the member is verified' : 'declined'}; the selfie is deleted.`);
}

async function main(): Promise<void> {
  const command = parseReviewArgs(process.argv.slice(2));
  const supabase = await operatorClient();
  if (command.action === 'list') await list(supabase);
  else await decide(supabase, command.id, command.action === 'approve', command.note);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
