/**
 * `npm start`: the whole shop on this machine. `npm run preview` serves the production build,
 * `npm run reset` wipes the local data and exits.
 */
import { relative } from 'node:path';
import { loadRuntimeConfig, RuntimeConfigError } from '../infra/local/runtime/config';
import { PortInUseError } from '../infra/local/runtime/ports';
import { resetLocalData } from '../infra/local/runtime/reset';
import { REPO_ROOT } from '../infra/repo-root';

/** Errors whose message is the whole story: print it, without a stack trace. */
function isExplained(error: unknown): error is Error {
  return (
    error instanceof PortInUseError ||
    error instanceof RuntimeConfigError ||
    (error instanceof Error && /^Java was not found/.test(error.message))
  );
}

function fail(error: unknown): never {
  if (isExplained(error)) console.error(`\n${error.message}\n`);
  else console.error('\nThe shop could not start:', error);
  process.exit(1);
}

async function main(): Promise<void> {
  // The SDK's notice that its 2027 releases need Node 22 would bury the summary on every start; the
  // pinned SDK runs on Node 20.
  process.env['AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED'] ??= 'true';
  const args = new Set(process.argv.slice(2));
  const config = loadRuntimeConfig(REPO_ROOT);
  const shownDataDir = relative(process.cwd(), config.dataDir) || config.dataDir;

  if (args.has('--reset')) {
    const deleted = resetLocalData(config.dataDir, REPO_ROOT);
    console.log(
      deleted
        ? `Deleted ${shownDataDir}/: the next \`npm start\` begins with fresh demo data.`
        : `Nothing to delete: ${shownDataDir}/ does not exist.`,
    );
    return;
  }

  const startedAt = Date.now();
  const { startRuntime } = await import('../infra/local/runtime/start-runtime');
  const runtime = await startRuntime(config, { spa: args.has('--preview') ? 'preview' : 'dev' });
  console.log(runtime.summary);
  console.log(`Ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s.`);

  let signals = 0;
  const shutdown = (signal: NodeJS.Signals) => {
    signals += 1;
    if (signals > 1) {
      // A second Ctrl-C: stop waiting. The exit hook still kills the child processes.
      process.exit(130);
    }
    console.log(`\n${signal}: stopping the shop…`);
    runtime.stop().then(
      () => process.exit(0),
      (error: unknown) => fail(error),
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch(fail);
