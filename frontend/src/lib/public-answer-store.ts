import type { ResponseOf, RouteId } from '@shared/api/routes';

/**
 * The answer of a public GET route without parameters that the whole shop shows (the brand, the
 * catalogue): it starts with the answer the build holds, is checked against the API's once the app
 * has started (`refresh`), and takes a newer answer at once (`set`). The first view reads it without
 * TanStack Query, which it would otherwise load only for this; React reads it with
 * `useSyncExternalStore(store.subscribe, store.get)`.
 */
export class PublicAnswerStore<R extends RouteId> {
  private value: ResponseOf<R>;
  /** The answer as it was received (at build time or from the API), which an unchanged answer keeps. */
  private received: ResponseOf<R> | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly route: R,
    private readonly path: string,
    fallback: ResponseOf<R>,
    received?: ResponseOf<R>,
    /** Whether the API's raw answer is the held one; exact equality unless the store holds less than the API sends. */
    private readonly unchanged?: (answer: unknown, held: ResponseOf<R>) => boolean | Promise<boolean>,
  ) {
    this.received = received;
    this.value = received ?? fallback;
  }

  readonly get = (): ResponseOf<R> => this.value;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Shows `value` everywhere (an unchanged answer, the same object, renders nothing again). */
  set(value: ResponseOf<R>): void {
    this.received = value;
    if (value === this.value) return;
    this.value = value;
    for (const listener of this.listeners) listener();
  }

  /**
   * Asks the API, tried again as every query is (SPEC section 9), and shows its answer. A held answer
   * that the API repeats loads no schema; on failure the current answer stays.
   */
  async refresh(signal?: AbortSignal): Promise<void> {
    // The API client loads here, after the first view, which the held answer has already shown.
    const { askApi } = await import('./public-answer-refresh');
    this.set(await askApi(this.route, this.path, () => this.received, signal, this.unchanged));
  }
}
