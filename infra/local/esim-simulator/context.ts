import type { EsimSimulatorFaults } from './faults';
import { HttpProblem } from './reply';
import { saveData, type SimProfile, type SimulatorCounters, type SimulatorData } from './simulator-state';

/** The simulator's options with their defaults filled in. */
export interface SimulatorSettings {
  allocationDelayMs: number;
  activationDelayMs: number;
  clientId: string;
  clientSecret: string;
  tokenLifetimeSeconds: number;
  stateFile: string | undefined;
  random: () => number;
}

/** Everything a route handler works on: one per running simulator. */
export interface SimulatorContext {
  readonly settings: SimulatorSettings;
  readonly data: SimulatorData;
  readonly counters: SimulatorCounters;
  /** Replaced whole by `setFaults`; read at each use, so a change applies to the next call. */
  faults: EsimSimulatorFaults;
  /** Issued bearer tokens and when each expires (epoch milliseconds). */
  readonly tokens: Map<string, number>;
  /** The pending callback of each custom reference. */
  readonly callbackTimers: Map<string, NodeJS.Timeout>;
  /** Writes the data to the state file, when there is one. */
  persist(): void;
  /** The allocated (ready) profile with this ICCID; 404 otherwise. */
  profileByIccid(iccid: string): SimProfile;
  /** Marks the profile activated once the simulated traveller has started using data. */
  activate(profile: SimProfile): void;
}

export function createSimulatorContext(
  settings: SimulatorSettings,
  data: SimulatorData,
  faults: EsimSimulatorFaults,
): SimulatorContext {
  const persist = () => saveData(settings.stateFile, data);
  return {
    settings,
    data,
    counters: {
      allocationRequests: {},
      iccidPolls: {},
      tokensIssued: 0,
      requests: 0,
      topUpRequests: {},
      callbacks: {},
    },
    faults,
    tokens: new Map(),
    callbackTimers: new Map(),
    persist,
    profileByIccid: (iccid) => {
      const profile = Object.values(data.profiles).find((p) => p.iccid === iccid && Date.now() >= p.readyAt);
      if (!profile) throw new HttpProblem(404, `No eSIM with ICCID ${iccid}`);
      return profile;
    },
    activate: (profile) => {
      const { activationDelayMs } = settings;
      // A profile in Error or Released is never used (the sample eSIM is in Error until released).
      if (profile.failed || profile.released) return;
      if (profile.activatedAt === null && Date.now() >= profile.readyAt + activationDelayMs) {
        profile.activatedAt = profile.readyAt + activationDelayMs;
        persist();
      }
    },
  };
}
