/** The bench's figures: one row per measured figure, beside its reference or goal. */

export const SECTIONS = ['js', 'lighthouse', 'api', 'lambda', 'fulfilment', 'sales'] as const;
export type Section = (typeof SECTIONS)[number];

export interface Row {
  section: Section;
  /** What was measured, e.g. `Initial JS for / (gzip)`. */
  what: string;
  /** The figure as shown, e.g. `142.1 KB`. */
  measured: string;
  /** The reference measured in the same run (the floor) and/or the goal, as shown. */
  reference: string;
  /** Met (true) or missed (false) when the figure has a goal; absent when it is a figure only. */
  ok?: boolean;
  /** Raw numbers for bench.json. */
  value?: number | null;
  unit?: string;
  /** More numbers behind the figure, for bench.json only. */
  detail?: Record<string, number>;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number) => `${Math.round(value).toLocaleString('en-GB')} ms`;

/** The p-th percentile (0–100) of the values, nearest rank; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] ?? Number.NaN;
}

export const median = (values: readonly number[]) => percentile(values, 50);

const mark = (ok: boolean | undefined) => (ok === undefined ? '' : ok ? '✓' : '✗');

/** The rows as one text table, grouped by section, with a line of ✓/✗ counts at the end. */
export function formatTable(rows: readonly Row[]): string {
  const header = { section: 'Section', what: 'Figure', measured: 'Measured', reference: 'Reference / goal' };
  const width = (key: keyof typeof header) =>
    Math.max(header[key].length, ...rows.map((row) => String(row[key]).length));
  const w = { section: width('section'), what: width('what'), measured: width('measured') };
  const line = (section: string, what: string, measured: string, reference: string, ok: string) =>
    `${ok.padEnd(1)} ${section.padEnd(w.section)}  ${what.padEnd(w.what)}  ${measured.padStart(w.measured)}  ${reference}`.trimEnd();
  const out = [line(header.section, header.what, header.measured, header.reference, ' ')];
  out.push('-'.repeat(out[0]!.length));
  let previous: Section | null = null;
  for (const row of rows) {
    if (previous !== null && previous !== row.section) out.push('');
    out.push(
      line(previous === row.section ? '' : row.section, row.what, row.measured, row.reference, mark(row.ok)),
    );
    previous = row.section;
  }
  const goals = rows.filter((row) => row.ok !== undefined);
  const met = goals.filter((row) => row.ok).length;
  out.push(
    '',
    `Goals met: ${met} of ${goals.length} (✓ met, ✗ missed; rows without a mark are figures only)`,
  );
  return out.join('\n');
}

/** Parses `--only=js,api`; every section when absent. Unknown names are refused with the list. */
export function selectedSections(argv: readonly string[]): Section[] {
  const only = argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  if (!only) return [...SECTIONS];
  const names = only
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(SECTIONS as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new Error(`Unknown section(s) ${unknown.join(', ')}: choose from ${SECTIONS.join(', ')}`);
  return SECTIONS.filter((section) => names.includes(section));
}

/** `--name=value` as a positive integer, or the fallback. */
export function numberOption(argv: readonly string[], name: string, fallback: number): number {
  const raw = argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} takes a positive whole number`);
  return value;
}
