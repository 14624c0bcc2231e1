import { formatFinding, lintDatabase, RULES } from '../server/db/lint';
import { openPglite, pgliteEngine } from '../server/db/pglite-engine';
import { migratedSnapshot } from '../server/testing/migrated-snapshot';

// `npm run lint:db` (part of `npm run lint`): the security lint of server/db/lint on the migrated
// database, loaded from the dump the server tests use (cached in the OS temp directory by the hash
// of the bootstrap and migrations). One line per finding, exit 1 when there is any.
// `-- --rules` lists the rules. Deliberate exceptions live in server/db/lint/config.ts.

async function main(): Promise<void> {
  if (process.argv.includes('--rules')) {
    for (const rule of RULES) console.log(`${rule.name}  ${rule.description}`);
    return;
  }
  const engine = pgliteEngine(await openPglite({ loadDataDir: await migratedSnapshot() }));
  try {
    const { findings, tables, functions } = await lintDatabase(engine);
    if (findings.length === 0) {
      console.log(`No findings (${tables} tables, ${functions} functions checked)`);
      return;
    }
    for (const finding of findings) console.error(formatFinding(finding));
    console.error(`${findings.length} finding${findings.length === 1 ? '' : 's'}: fix them, or list a deliberate exception with its reason in server/db/lint/config.ts.`);
    process.exitCode = 1;
  } finally {
    await engine.close();
  }
}

await main();
