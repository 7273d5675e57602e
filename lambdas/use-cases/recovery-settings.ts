import { DEFAULT_MAX_AUTOMATIC_ATTEMPTS, type RecoverySettings } from './resume-order';

/** The recovery settings of a stage's stall time (ORDER_STALL_MINUTES, which may be fractional). */
export function recoverySettings(stallMinutes: number): RecoverySettings {
  return { stallMs: Math.round(stallMinutes * 60_000), maxAutomaticAttempts: DEFAULT_MAX_AUTOMATIC_ATTEMPTS };
}
