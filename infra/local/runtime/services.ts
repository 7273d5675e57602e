interface Stoppable {
  stop(): Promise<void>;
}

/**
 * Everything a local runtime or a test harness started, stopped in reverse order by one call: also
 * when a later start fails, and only once however often `stop` is called.
 */
export class StartedServices {
  private readonly started: { name: string; service: Stoppable }[] = [];
  private stopping: Promise<void> | null = null;

  /** `onStarted` hears of each service as it comes up (the runtime's progress lines). */
  constructor(private readonly onStarted: (name: string) => void = () => undefined) {}

  add<T extends Stoppable>(name: string, service: T): T {
    this.started.push({ name, service });
    this.onStarted(name);
    return service;
  }

  stop(): Promise<void> {
    this.stopping ??= (async () => {
      for (const { name, service } of this.started.reverse()) {
        try {
          await service.stop();
        } catch (error) {
          console.error(`Could not stop ${name}:`, error);
        }
      }
    })();
    return this.stopping;
  }
}

/**
 * Like Promise.all, but waits for every start to finish before failing, so that nothing comes up
 * after the failure has stopped the rest.
 */
export async function allStarted<T extends readonly unknown[]>(starts: {
  [K in keyof T]: Promise<T[K]>;
}): Promise<T> {
  const results = await Promise.allSettled(starts);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((r) => (r as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
