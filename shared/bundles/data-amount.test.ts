import fc from 'fast-check';
import { formatDataAmount } from './data-amount';

describe('formatDataAmount', () => {
  it.each([
    [512, '512MB'],
    [1, '1MB'],
    [1023, '1023MB'],
    [1024, '1GB'],
    [1536, '1.5GB'],
    [3072, '3GB'],
    [51200, '50GB'],
  ])('%i MB → %s', (mb, text) => {
    expect(formatDataAmount(mb)).toBe(text);
  });

  it('never writes a bundle under 1 GB in GB, nor one from 1 GB up in MB', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (mb) => {
        expect(formatDataAmount(mb)).toMatch(mb < 1024 ? /^\d+MB$/ : /^\d+(\.\d{1,2})?GB$/);
      }),
    );
  });
});
