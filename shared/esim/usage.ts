import { MESSAGES } from '../validation/messages';

/** Usage of one eSIM as the provider reports it. */
export type SimUsage = {
  iccid: string;
  /** Set once the eSIM has been used for data. */
  bundleExpiry?: string | null;
  /** MB left; the provider may send a numeric string. */
  bundleBalance?: number | string | null;
  /** MB of the bundle. */
  totalDataAllocation?: number | null;
  isBundleDepleted?: boolean;
  isBundleExpired?: boolean;
};

export type UsageStatus = 'Not Activated' | 'Depleted' | 'Expired' | 'Active';

/** MB left on the bundle, or null when the provider did not report a usable number. */
export function remainingMb(usage: SimUsage): number | null {
  const raw = usage.bundleBalance;
  if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '')) return null;
  const mb = Number(raw);
  return Number.isFinite(mb) ? Math.max(0, mb) : null;
}

/** Not Activated without an expiry; Depleted when flagged or out of data; Expired when flagged or past expiry; else Active. */
export function usageStatus(usage: SimUsage, now: Date): UsageStatus {
  if (!usage.bundleExpiry) return 'Not Activated';
  if (usage.isBundleDepleted || remainingMb(usage) === 0) return 'Depleted';
  const expiry = Date.parse(usage.bundleExpiry);
  if (usage.isBundleExpired || (!Number.isNaN(expiry) && expiry <= now.getTime())) return 'Expired';
  return 'Active';
}

/** Share of the bundle used, 0-100, whole percent; 0 when the allocation or balance is unknown. */
export function percentUsed(usage: SimUsage): number {
  const total = usage.totalDataAllocation;
  const left = remainingMb(usage);
  if (!total || total <= 0 || left === null) return 0;
  return Math.min(100, Math.max(0, Math.round(((total - left) / total) * 100)));
}

/** Colour of the remaining-data figure: green above 300 MB, yellow above 100 MB, red below. */
export function remainingColour(mb: number): 'green' | 'yellow' | 'red' {
  if (mb > 300) return 'green';
  if (mb > 100) return 'yellow';
  return 'red';
}

/** Time left until expiry as 'Nd Nh Nm Ns', or 'Expired' once it has passed (or cannot be read). */
export function countdownText(expiry: string | Date, now: Date): string {
  const end = typeof expiry === 'string' ? Date.parse(expiry) : expiry.getTime();
  const leftMs = end - now.getTime();
  if (Number.isNaN(leftMs) || leftMs <= 0) return MESSAGES.status.expired;
  const totalSeconds = Math.floor(leftMs / 1000);
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor((totalSeconds % 86_400) / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return `${days}d ${hours}h ${minutes}m ${seconds}s`;
}
