/**
 * The local runtime (API and stand-ins; no SPA unless RUNTIME_SPA=dev) as a process of its own, so
 * that a test or the reliability run can kill it outright (SIGKILL) and start it again on the same
 * data folder. Settings come from the environment, as for `npm start`; once up it prints one line
 * `RUNTIME {json}` with its addresses. SIGTERM stops it cleanly.
 */
import { parseRuntimeConfig } from '../../infra/local/runtime/config';
import { startRuntime } from '../../infra/local/runtime/start-runtime';

// The dev server, not a build: the shop's own paths (/api/, /brand-assets/) without minutes of building.
const spa = process.env['RUNTIME_SPA'] === 'dev' ? 'dev' : false;
// Nor the dev server's compile of the whole app (seconds of both cores per start): nothing here
// loads the app, so its modules would compile only when asked for.
const runtime = await startRuntime(parseRuntimeConfig(process.env), {
  spa,
  devWarmUp: false,
  log: () => undefined,
});
process.stdout.write(
  `RUNTIME ${JSON.stringify({
    shopUrl: runtime.shopUrl,
    apiUrl: runtime.apiUrl,
    cognito: runtime.cognito,
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
