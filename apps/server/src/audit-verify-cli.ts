// `npm run audit:verify`: walks every tenant's audit hash chain (decision 035 "Audit trail") in the database the server
// uses (DATABASE_URL, else the embedded one in the data dir) and names the first broken entry per chain; exit code 1
// when a chain is broken, 2 when the check could not run.
import { auditTexts as T } from '@zp/domain';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { verifyAuditChains } from './lib/audit-verify.ts';

async function main(): Promise<number> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return 2;
    }
    throw err;
  }
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const result = await verifyAuditChains(database.db);
    for (const c of result.chains) {
      const where = `${T.chainOf(c.tenantId)}: ${c.entries.toLocaleString('de-DE')} Einträge`;
      if (c.broken)
        console.log(
          `✗ ${where} — ${T.brokenAt(c.broken.id, c.broken.lane, c.broken.seq)}: ${c.broken.reason}`,
        );
      else console.log(`✓ ${where}`);
    }
    console.log(
      result.ok
        ? T.verifyOk(result.entries, result.chains.length, result.durationMs)
        : `${T.verifyBroken} ${result.chains.filter((c) => !c.ok).length} von ${result.chains.length} Ketten.`,
    );
    return result.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(2);
  },
);
