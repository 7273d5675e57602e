/**
 * The structured log lines a run writes to one stream (Powertools writes info to standard output,
 * warnings and errors to standard error); the run's rejection, if any, is left to the caller.
 */
export async function logLines(
  stream: 'stdout' | 'stderr',
  run: () => Promise<unknown>,
): Promise<Record<string, unknown>[]> {
  const lines: string[] = [];
  const write = vi.spyOn(process[stream], 'write').mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    await run().catch(() => undefined);
  } finally {
    write.mockRestore();
  }
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}
