/**
 * `npm run build:dynamo-launcher`: compiles LoopbackDynamoDBLocal.java into the class the repository
 * ships (`classes/`), so `npm start` and the tests need only a Java runtime, not a JDK. Needs `javac`
 * 17 or newer. Run it after changing the source: a unit test fails while the shipped class was built
 * from another source. The build is reproducible: the same javac gives the same bytes (`--release 17`,
 * no timestamps in class files), and `classes/build.json` records the source's and the class's hashes
 * and the javac that built it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  LAUNCHER_BUILD_INFO,
  LAUNCHER_CLASS,
  LAUNCHER_JAVA_RELEASE,
  LAUNCHER_SOURCE,
  dynamoLocalJar,
  sha256,
  type LauncherBuildInfo,
} from '../dynamo-local';

const version = spawnSync('javac', ['-version'], { encoding: 'utf8' });
if (version.error || version.status !== 0) {
  console.error(
    'javac was not found: building the launcher needs a JDK 17 or newer (e.g. default-jdk-headless).',
  );
  process.exit(1);
}
const out = mkdtempSync(join(tmpdir(), 'dynamo-launcher-'));
try {
  const compiled = spawnSync(
    'javac',
    ['--release', String(LAUNCHER_JAVA_RELEASE), '-cp', dynamoLocalJar().jar, '-d', out, LAUNCHER_SOURCE],
    { stdio: 'inherit' },
  );
  if (compiled.status !== 0) process.exit(compiled.status ?? 1);
  renameSync(join(out, 'LoopbackDynamoDBLocal.class'), LAUNCHER_CLASS);
} finally {
  rmSync(out, { recursive: true, force: true });
}
const info: LauncherBuildInfo = {
  sourceSha256: sha256(readFileSync(LAUNCHER_SOURCE)),
  classSha256: sha256(readFileSync(LAUNCHER_CLASS)),
  release: LAUNCHER_JAVA_RELEASE,
  javac: `${version.stdout}${version.stderr}`.trim(),
};
writeFileSync(LAUNCHER_BUILD_INFO, `${JSON.stringify(info, null, 2)}\n`);
console.log(`Built ${LAUNCHER_CLASS} with ${info.javac}`);
