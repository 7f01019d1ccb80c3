import { buildApp, runStartupTasks } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { ChainStartError } from './lib/chain.ts';
import { collectStartGarbage } from './lib/tight-heap.ts';
import { seedDemoData } from './seed/demo.ts';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const database = await openDatabase(config);
  await database.migrate();
  const app = await buildApp({ config, database });
  if (config.demoData) await seedDemoData(database.db, app.log, app.deps.files, app.deps);
  // After the demo data (which re-deploys the demo contract on a chain that lost it), before listening.
  await runStartupTasks(app);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 15000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  collectStartGarbage();
  app.deps.jobs.start();
  app.log.info(
    `Plattform läuft auf http://${config.hosts.mainHost}:${config.port} (Datenbank: ${database.kind})`,
  );
  const { chain } = app.deps;
  app.log.info(
    { chainId: chain.info.chainId, deployer: chain.deployerAddress, embedded: chain.embedded },
    chain.embedded
      ? `Blockchain: eingebettete anvil-Kette ${chain.info.chainId} auf ${chain.rpcUrl}`
      : `Blockchain: ${chain.info.chainName} (${chain.info.chainId})`,
  );
}

main().catch((err) => {
  if (err instanceof ChainStartError) {
    console.error(err.message);
    process.exit(1);
  }
  console.error(err);
  process.exit(1);
});
