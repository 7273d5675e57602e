import type { EsimStatus } from '@shared/api/esim.schema';

/** An active eSIM's status as the API reports it: three days from expiry, 250 MB left, one top-up. */
export function esimStatus(over: Partial<EsimStatus> = {}): EsimStatus {
  return {
    iccid: '8944500000000000001',
    bundleState: 'Active',
    usageStatus: 'Active',
    bundleId: '01032_3',
    bundleExpiry: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    remainingMb: 250,
    totalMb: 5120,
    percentUsed: 95,
    topUps: [
      {
        productBundleId: '01032_5',
        bundleName: 'Europe 1GB',
        valueMb: 1024,
        date: '2026-11-01T10:00:00.000Z',
      },
    ],
    activationCode: 'LPA:1$smdp.example.com$ABC-123',
    qrCodeDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
    ...over,
  };
}
