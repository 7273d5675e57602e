import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseRuntimeConfig, runtimeEnvSchema } from './config';

const file = readFileSync(join(import.meta.dirname, '../../../.env.example'), 'utf8');
const documented = Object.fromEntries(
  file
    .split('\n')
    .filter((line) => /^[A-Z0-9_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
);

describe('.env.example', () => {
  it('documents exactly the settings the runtime reads', () => {
    expect(Object.keys(documented).sort()).toEqual(Object.keys(runtimeEnvSchema.shape).sort());
  });

  it('copied as is, gives the defaults: everything on stand-ins', () => {
    expect(parseRuntimeConfig(documented, '/repo')).toEqual(parseRuntimeConfig({}, '/repo'));
  });
});
