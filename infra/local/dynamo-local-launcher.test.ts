import { readFileSync } from 'node:fs';
import {
  LAUNCHER_BUILD_INFO,
  LAUNCHER_CLASS,
  LAUNCHER_JAVA_RELEASE,
  LAUNCHER_SOURCE,
  sha256,
  type LauncherBuildInfo,
} from './dynamo-local';

describe('the shipped DynamoDB Local launcher class (a Java runtime is enough to run it)', () => {
  const info = JSON.parse(readFileSync(LAUNCHER_BUILD_INFO, 'utf8')) as LauncherBuildInfo;
  const bytes = readFileSync(LAUNCHER_CLASS);

  it('was built from the source as it is now (else run npm run build:dynamo-launcher)', () => {
    expect(info.sourceSha256).toBe(sha256(readFileSync(LAUNCHER_SOURCE)));
    expect(info.classSha256).toBe(sha256(bytes));
  });

  it('is a class file for Java 17, the release DynamoDB Local itself needs', () => {
    expect(bytes.subarray(0, 4).toString('hex')).toBe('cafebabe');
    // Class file major version 61 is Java 17.
    expect({ major: bytes.readUInt16BE(6), release: info.release }).toEqual({
      major: 44 + LAUNCHER_JAVA_RELEASE,
      release: LAUNCHER_JAVA_RELEASE,
    });
  });
});
