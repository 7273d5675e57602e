/**
 * The local runtime (API and stand-ins, no SPA) as a process of its own, so that a test or the
 * reliability run can kill it outright (SIGKILL) and start it again on the same data folder. Settings
 * come from the environment, as for `npm start`; once up it prints one line `RUNTIME {json}` with its
 * addresses. SIGTERM stops it cleanly.
 */
import { parseRuntimeConfig } from '../../infra/local/runtime/config';
import { startRuntime } from '../../infra/local/runtime/start-runtime';

const runtime = await startRuntime(parseRuntimeConfig(process.env), { spa: false, log: () => undefined });
process.stdout.write(
  `RUNTIME ${JSON.stringify({
    apiUrl: runtime.apiUrl,
    stripeStandinUrl: runtime.stripeStandinUrl,
    mailViewerUrl: runtime.mailViewerUrl,
    esimProviderUrl: runtime.esimProviderUrl,
    dataDir: runtime.dataDir,
  })}\n`,
);
process.on('SIGTERM', () => {
  runtime.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
