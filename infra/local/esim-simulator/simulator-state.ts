import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import catalogueBundles from '../../../shared/catalogue/data/bundles.json';

/** One consumer profile the simulated provider holds. Times are epoch milliseconds. */
export interface SimProfile {
  customReference: string;
  bundleId: string;
  iccid: string;
  activationCode: string;
  requestedAt: number;
  /** When get-iccid starts answering for this profile. */
  readyAt: number;
  /** When the traveller first used data; null while the eSIM is not activated. */
  activatedAt: number | null;
  totalMb: number;
  validityDays: number;
  /** Data added later; each top-up also adds its validity days to the eSIM's expiry. */
  topUps: {
    productBundleId: string;
    valueMb: number;
    date: string;
    /** The caller's reference (the shop's order reference); a repeat with it adds nothing. */
    customReference?: string | null;
    validityDays?: number;
  }[];
  alias: Record<string, string>;
  released: boolean;
  /**
   * Allocation requests received for this custom reference, kept across restarts: a real provider
   * might allocate a second eSIM for each repeat, so more than one is a duplicate the shop caused.
   */
  allocationRequests?: number;
  /** The profile failed at the provider; releasing it moves it to Released. */
  failed?: boolean;
  /** The webhook the latest allocation request named: the allocated profile is posted there once ready. */
  callbackUrl?: string;
}

export interface SimulatorData {
  nextSerial: number;
  profiles: Record<string, SimProfile>;
}

/** Counters tests read to assert what the pipeline did. */
export interface SimulatorCounters {
  /** Allocation requests per custom reference (a repeat returns the existing profile). */
  allocationRequests: Record<string, number>;
  /** get-iccid calls per custom reference. */
  iccidPolls: Record<string, number>;
  tokensIssued: number;
  requests: number;
  /** Top-up calls per custom reference (a repeat with the same reference adds no data). */
  topUpRequests: Record<string, number>;
  /** Allocation callbacks sent per custom reference: the shop's HTTP status, or 0 when unreachable. */
  callbacks: Record<string, number[]>;
}

const BUNDLE_SIZES = new Map(
  catalogueBundles.bundles.map((row) => [
    row['Bundle ID'],
    { mb: row['Bundle Value (MB)'], days: row['Bundle Validity Period (Days)'] },
  ]),
);

/** Size and validity of a catalogue bundle; an unknown id gets a small default so console tests still work. */
export const bundleSize = (bundleId: string) => BUNDLE_SIZES.get(bundleId) ?? { mb: 1024, days: 7 };

/** A 19-digit ICCID in the 89 (telecom) range, unique per serial. */
export const iccidForSerial = (serial: number) => `8944${String(serial).padStart(15, '0')}`;

export const newActivationCode = () =>
  `LPA:1$smdp.example.com$${randomBytes(12)
    .toString('hex')
    .toUpperCase()
    .replace(/(.{4})(?!$)/g, '$1-')}`;

/** Data used so far: a steady 4 MB a minute since activation, so the status page shows movement. */
export function usedMb(profile: SimProfile, now: number): number {
  if (profile.activatedAt === null || now < profile.activatedAt) return 0;
  const total = profile.totalMb + profile.topUps.reduce((sum, t) => sum + t.valueMb, 0);
  return Math.min(total, Math.floor(((now - profile.activatedAt) / 60_000) * 4));
}

/**
 * When an activated eSIM's data expires: its own validity from activation, and each top-up adds its
 * validity from the later of the expiry so far and the top-up (a top-up revives an expired eSIM).
 */
export function expiryMs(profile: SimProfile, activatedAt: number): number {
  return profile.topUps.reduce(
    (expiry, topUp) => {
      const days = topUp.validityDays ?? 0;
      return Math.max(expiry, Date.parse(topUp.date)) + days * 86_400_000;
    },
    activatedAt + profile.validityDays * 86_400_000,
  );
}

export function bundleStatus(profile: SimProfile, now: number) {
  const total = profile.totalMb + profile.topUps.reduce((sum, t) => sum + t.valueMb, 0);
  const used = usedMb(profile, now);
  const expiry =
    profile.activatedAt === null ? null : new Date(expiryMs(profile, profile.activatedAt)).toISOString();
  return {
    bundleId: profile.bundleId,
    bundleBalance: String(total - used),
    bundleExpiry: expiry,
    totalDataAllocation: total,
    isBundleDepleted: used >= total,
    isBundleExpired: expiry !== null && Date.parse(expiry) < now,
  };
}

/** The custom reference of the sample eSIM the staff console offers ('Use Sample ICCID'). */
export const SAMPLE_REFERENCE = 'sample-esim';

/**
 * The sample eSIM: always present, in the Error state until the console's Release Profile test
 * releases it, and never activated, so it has no expiry. Made at `now` (its top-up history's date).
 */
export function sampleProfile(iccid: string, now: number): SimProfile {
  return {
    customReference: SAMPLE_REFERENCE,
    bundleId: '01032_6',
    iccid,
    activationCode: newActivationCode(),
    requestedAt: now,
    readyAt: now,
    activatedAt: null,
    totalMb: 512,
    validityDays: 2,
    topUps: [],
    alias: {},
    released: false,
    failed: true,
  };
}

/**
 * The sample eSIM as it should be: state saved by runs that made it at the epoch and activated it
 * (it then showed an expiry of 3 January 1970) gets it made now and never activated.
 */
export function sampleProfileRepaired(
  profile: SimProfile | undefined,
  iccid: string,
  now: number,
): SimProfile {
  if (!profile) return sampleProfile(iccid, now);
  if (profile.readyAt > 0 && profile.activatedAt === null) return profile;
  return { ...profile, requestedAt: now, readyAt: now, activatedAt: null };
}

/** Loads saved data, or starts empty; with a path, `save()` writes it back. */
export function loadData(path: string | undefined): SimulatorData {
  if (path && existsSync(path)) return JSON.parse(readFileSync(path, 'utf8')) as SimulatorData;
  return { nextSerial: 1 + Math.floor(Math.random() * 1_000_000) * 1000, profiles: {} };
}

export function saveData(path: string | undefined, data: SimulatorData): void {
  if (!path) return;
  mkdirSync(dirname(path), { recursive: true });
  // Written aside and renamed: a killed process never leaves half a file behind.
  writeFileSync(`${path}.tmp`, JSON.stringify(data, null, 2));
  renameSync(`${path}.tmp`, path);
}
