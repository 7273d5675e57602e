/** The console methods that write to each stream, as Node's console does. */
const CONSOLE_METHODS = {
  stdout: ['log', 'info', 'debug'],
  stderr: ['warn', 'error'],
} as const;

/**
 * The structured log lines a run writes to one stream (Powertools writes info to standard output,
 * warnings and errors to standard error); the run's rejection, if any, is left to the caller.
 * Powertools writes to the stream itself, or through the global console when `POWERTOOLS_DEV` is
 * set (as in the tests, so that Vitest captures it): both are read.
 */
export async function logLines(
  stream: 'stdout' | 'stderr',
  run: () => Promise<unknown>,
): Promise<Record<string, unknown>[]> {
  const lines: string[] = [];
  const spies = [
    vi.spyOn(process[stream], 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    }),
    ...CONSOLE_METHODS[stream].map((method) =>
      vi.spyOn(console, method).mockImplementation((entry: unknown) => {
        lines.push(String(entry));
      }),
    ),
  ];
  try {
    await run().catch(() => undefined);
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}
