import { json, type Reply } from './reply';

/** Faults a test can switch on; they apply to every call after `setFaults`. */
export interface EsimSimulatorFaults {
  /** Chance (0–1) that any call answers 500. */
  errorRate?: number;
  /** Delay before every answer. */
  latencyMs?: number;
  /** The next `count` calls whose path starts with `path` answer `status` (default 503). */
  bursts?: { path: string; count: number; status?: number }[];
  /** get-iccid never finds a profile. */
  iccidNever?: boolean;
  /** get-iccid answers "not yet" to the first N calls for each order, whatever the delay. */
  iccidAfterPolls?: number;
  /**
   * No allocation callbacks: the shop must find the ICCID by asking. A provider that never allocates
   * (`iccidNever`) or is late (`iccidAfterPolls`) sends none either.
   */
  callbacksOff?: boolean;
  /** GET /account/products answers something that is not a product list. */
  malformedProducts?: boolean;
}

/**
 * Applies latency, bursts and the error rate; returns the fault reply, if any. `source.faults` is
 * read again after the delay, so faults swapped meanwhile apply to this call.
 */
export async function injectFault(
  source: { readonly faults: EsimSimulatorFaults },
  random: () => number,
  path: string,
): Promise<Reply | null> {
  if (source.faults.latencyMs) await new Promise((r) => setTimeout(r, source.faults.latencyMs));
  const burst = source.faults.bursts?.find((b) => b.count > 0 && path.startsWith(b.path));
  if (burst) {
    burst.count -= 1;
    return json({ message: 'Simulated provider outage' }, burst.status ?? 503);
  }
  if (source.faults.errorRate && random() < source.faults.errorRate)
    return json({ message: 'Simulated provider error' }, 500);
  return null;
}
