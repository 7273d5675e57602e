import { formatTable, numberOption, percentile, selectedSections, type Row } from './report';
import { initialChunks } from './web-build';

describe('the bench table', () => {
  it('takes nearest-rank percentiles', () => {
    const values = [5, 1, 4, 2, 3, 6, 7, 8, 9, 10];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 95)).toBe(10);
    expect(percentile([42], 99)).toBe(42);
    expect(percentile([], 50)).toBeNaN();
  });

  it('runs the sections asked for, in their fixed order, and refuses an unknown one by name', () => {
    expect(selectedSections([])).toEqual(['js', 'lighthouse', 'api', 'lambda', 'fulfilment', 'sales']);
    expect(selectedSections(['--only=fulfilment,js'])).toEqual(['js', 'fulfilment']);
    expect(() => selectedSections(['--only=js,speed'])).toThrow('Unknown section(s) speed');
    expect(numberOption(['--orders=5'], 'orders', 20)).toBe(5);
    expect(numberOption([], 'orders', 20)).toBe(20);
    expect(() => numberOption(['--orders=0'], 'orders', 20)).toThrow('--orders');
  });

  it('marks each figure with a goal ✓ or ✗ beside its reference, and counts the goals met', () => {
    const rows: Row[] = [
      { section: 'js', what: 'initial JS', measured: '140.0 KB', reference: 'goal ≤ 150.0 KB', ok: true },
      { section: 'js', what: 'brotli', measured: '120.0 KB', reference: 'floor 57.0 KB' },
      {
        section: 'lambda',
        what: 'route chat',
        measured: '1385.1 KB',
        reference: 'goal ≤ 250.0 KB',
        ok: false,
      },
    ];
    const lines = formatTable(rows).split('\n');
    expect(lines.find((l) => l.includes('initial JS'))).toMatch(
      /^✓ js\s+initial JS\s+140\.0 KB\s+goal ≤ 150\.0 KB$/,
    );
    expect(lines.find((l) => l.includes('brotli'))).toMatch(/^\s+brotli/);
    expect(lines.find((l) => l.includes('route chat'))).toMatch(/^✗ lambda/);
    expect(lines.at(-1)).toContain('Goals met: 1 of 2');
  });
});

describe("the initial JavaScript of / from Vite's manifest", () => {
  it('is the entry and its static imports, transitively, never the dynamic ones or CSS', () => {
    const manifest = {
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        imports: ['_react.js', '_ui.js'],
        css: ['a.css'],
      },
      '_react.js': { file: 'assets/react.js' },
      '_ui.js': { file: 'assets/ui.js', imports: ['_react.js', '_style.css'] },
      '_style.css': { file: 'assets/style.css' },
      'src/checkout.tsx': { file: 'assets/checkout.js', isDynamicEntry: true, imports: ['_react.js'] },
    };
    expect(initialChunks(manifest).sort()).toEqual(['assets/index.js', 'assets/react.js', 'assets/ui.js']);
  });

  it('fails when the build has no index.html entry', () => {
    expect(() => initialChunks({ 'src/main.tsx': { file: 'main.js', isEntry: true } })).toThrow(
      'no index.html',
    );
  });
});
