import type {
  AdminBundle,
  AdminCatalogue,
  AdminZone,
  BundleFlag,
  CatalogueState,
  CatalogueSync,
  PriceVersion,
  ZonePricing,
} from '@shared/api/catalogue-admin.schema';
import { PRICE_TIERS, type PriceTier } from '@shared/catalogue/catalogue';
import { formatEur } from '@shared/pricing/money';
import { marginPercentOf, ruledPriceCents, ruledTopUpPriceCents } from '@shared/pricing/margin-rule';
import { priceTierFor } from '@shared/pricing/pricing';
import { apiError, fakeRoute } from '../contract';

/** A bundle as the fake keeps it: the provider's product and the shop's state of it. */
export type FakeCatalogueBundle = {
  id: string;
  zone: string;
  dataMb: number;
  days: number;
  costCents: number | null;
  state: CatalogueState;
  offeredByProvider: boolean;
  newFromProvider?: boolean;
};

export type FakeCatalogueZone = {
  name: string;
  countries: string[];
  state: CatalogueState;
  pricing: ZonePricing | null;
};

type Tiers = Record<PriceTier, number>;

/** The spec's Europe table (net cents). */
export const EUROPE_TABLE: { kind: 'table'; esim: Tiers; topup: Tiers } = {
  kind: 'table',
  esim: { '512MB': 345, '1GB': 459, '3GB': 916, '5GB': 1373, '10GB': 2517, '20GB': 4803, '50GB': 11661 },
  topup: { '512MB': 114, '1GB': 229, '3GB': 686, '5GB': 1143, '10GB': 2286, '20GB': 4572, '50GB': 11431 },
};

/** The state behind the operator's catalogue routes; a test arranges it, then reads what changed. */
export type FakeCatalogue = {
  bundles: FakeCatalogueBundle[];
  zones: FakeCatalogueZone[];
  versions: Map<string, PriceVersion[]>;
  lastSync: CatalogueSync | null;
  revision: number;
  /** What the next sync does: add these bundles (inactive), or fail with this reason. */
  nextSync: { adds: FakeCatalogueBundle[] } | { fails: string };
  /** Bodies of the price changes received, as the server saw them. */
  pricingRequests: { zone: string; pricing: ZonePricing; confirmBelowCost?: boolean | undefined }[];
};

const SEEDED_AT = '2026-11-01T08:00:00.000Z';

/** Europe priced by the spec's table, Asia by a 30 % rule, Africa never priced; one bundle the provider dropped. */
export function fakeCatalogue(): FakeCatalogue {
  const europe = (id: string, dataMb: number, days: number, costCents: number): FakeCatalogueBundle => ({
    id,
    zone: 'Europe',
    dataMb,
    days,
    costCents,
    state: 'active',
    offeredByProvider: true,
  });
  return {
    bundles: [
      europe('01032_1', 1024, 7, 200),
      europe('01032_3', 3072, 30, 600),
      europe('01032_5', 5120, 30, 1000),
      { ...europe('01032_9', 10240, 30, 2000), state: 'withdrawn', offeredByProvider: false },
      {
        id: '01040_1',
        zone: 'Asia',
        dataMb: 1024,
        days: 7,
        costCents: 400,
        state: 'active',
        offeredByProvider: true,
      },
      {
        id: '01050_1',
        zone: 'Africa',
        dataMb: 1024,
        days: 7,
        costCents: 900,
        state: 'inactive',
        offeredByProvider: true,
      },
    ],
    zones: [
      { name: 'Europe', countries: ['FR', 'DE', 'ES'], state: 'active', pricing: EUROPE_TABLE },
      {
        name: 'Asia',
        countries: ['JP', 'TH'],
        state: 'active',
        pricing: { kind: 'rule', marginPercent: 30, ending: 99 },
      },
      { name: 'Africa', countries: ['KE'], state: 'inactive', pricing: null },
    ],
    versions: new Map([
      ['Europe', [seedVersion(EUROPE_TABLE)]],
      ['Asia', [seedVersion({ kind: 'rule', marginPercent: 30, ending: 99 })]],
    ]),
    lastSync: {
      at: '2026-11-27T03:00:00.000Z',
      outcome: 'succeeded',
      trigger: 'schedule',
      by: null,
      added: [],
      dropped: ['01032_9'],
      costChanges: 1,
      error: null,
    },
    revision: 7,
    nextSync: { adds: [] },
    pricingRequests: [],
  };
}

function seedVersion(pricing: ZonePricing): PriceVersion {
  return {
    version: 1,
    at: SEEDED_AT,
    by: 'seed',
    change: 'seed',
    rolledBackTo: null,
    before: null,
    after: pricing,
    cells: [],
  };
}

const bundleName = (bundle: FakeCatalogueBundle) =>
  `${bundle.zone} ${bundle.dataMb >= 1024 ? `${bundle.dataMb / 1024}GB` : `${bundle.dataMb}MB`} ${bundle.days} days`;

const isOnSale = (bundle: FakeCatalogueBundle) => bundle.state === 'active' && bundle.offeredByProvider;

function zoneTables(state: FakeCatalogue, zone: FakeCatalogueZone): { esim: Tiers; topup: Tiers } | null {
  const pricing = zone.pricing;
  if (!pricing) return null;
  if (pricing.kind === 'table') return { esim: pricing.esim, topup: pricing.topup };
  const zero = () => Object.fromEntries(PRICE_TIERS.map((tier) => [tier, 0])) as Tiers;
  const esim = zero();
  const topup = zero();
  for (const bundle of state.bundles.filter((b) => b.zone === zone.name && isOnSale(b))) {
    if (bundle.costCents === null) continue;
    const tier = priceTierFor(bundle.dataMb);
    esim[tier] = Math.max(esim[tier], ruledPriceCents(bundle.costCents, pricing));
    topup[tier] = Math.max(topup[tier], ruledTopUpPriceCents(bundle.costCents, pricing));
  }
  return { esim, topup };
}

/** The operator's whole view of the fake's state, as the server answers it. */
export function adminView(state: FakeCatalogue): AdminCatalogue {
  const zoneOf = (name: string) => state.zones.find((zone) => zone.name === name);
  const bundles: AdminBundle[] = state.bundles.map((bundle) => {
    const zone = zoneOf(bundle.zone);
    const tables = zone ? zoneTables(state, zone) : null;
    const tier = priceTierFor(bundle.dataMb);
    const price = tables?.esim[tier] || null;
    const flags: BundleFlag[] = [];
    if (!bundle.offeredByProvider) flags.push('dropped-by-provider');
    if (bundle.newFromProvider) flags.push('new-from-provider');
    if (bundle.costCents === null) flags.push('no-cost');
    else if (price !== null && price < bundle.costCents) flags.push('below-cost');
    return {
      id: bundle.id,
      name: bundleName(bundle),
      zone: bundle.zone,
      dataMb: bundle.dataMb,
      days: bundle.days,
      costCents: bundle.costCents,
      priceCents: price,
      topUpPriceCents: tables?.topup[tier] || null,
      marginPercent: price === null ? null : marginPercentOf(price, bundle.costCents),
      state: bundle.state,
      offeredByProvider: bundle.offeredByProvider,
      flags,
      sellable: isOnSale(bundle) && zone?.state === 'active' && zone.pricing !== null && price !== null,
    };
  });
  const zones: AdminZone[] = state.zones.map((zone) => ({
    name: zone.name,
    countries: zone.countries,
    state: zone.state,
    pricing: zone.pricing,
    prices: zoneTables(state, zone),
    priceVersion: state.versions.get(zone.name)?.[0]?.version ?? 0,
    sellable: bundles.some((bundle) => bundle.zone === zone.name && bundle.sellable),
  }));
  return {
    revision: state.revision,
    publishedVersion: `r${state.revision}`,
    publishedAt: '2026-11-28T09:00:00.000Z',
    cacheSeconds: 60,
    bundles,
    zones,
    lastSync: state.lastSync,
  };
}

function changedCells(before: ZonePricing | null, after: ZonePricing): PriceVersion['cells'] {
  if (after.kind !== 'table') return [];
  const old = before?.kind === 'table' ? before : null;
  return (['esim', 'topup'] as const).flatMap((kind) =>
    PRICE_TIERS.filter((tier) => old?.[kind][tier] !== after[kind][tier]).map((tier) => ({
      kind,
      tier,
      before: old ? old[kind][tier] : null,
      after: after[kind][tier],
    })),
  );
}

/** The cells below a (not withdrawn) bundle's cost, as the server names them in a 409's fields. */
function belowCost(state: FakeCatalogue, zone: string, pricing: ZonePricing): Record<string, string> {
  if (pricing.kind !== 'table') return {};
  const fields: Record<string, string> = {};
  for (const bundle of state.bundles.filter((b) => b.zone === zone && b.state !== 'withdrawn')) {
    if (bundle.costCents === null) continue;
    const tier = priceTierFor(bundle.dataMb);
    for (const kind of ['esim', 'topup'] as const) {
      if (pricing[kind][tier] < bundle.costCents) {
        fields[`${kind}.${tier}`] =
          `${formatEur(pricing[kind][tier])} is below the cost of ${bundle.id} (${formatEur(bundle.costCents)}).`;
      }
    }
  }
  return fields;
}

const ADMIN = 'ops@example.com';

/**
 * Network fakes of the operator's catalogue routes over `state`, behaving as the server does: every
 * change answers the whole view, a price below cost is refused (409 `below_cost`) unless confirmed,
 * each change of prices is a new version, a rollback restores an earlier one as a new version.
 */
export function catalogueAdminHandlers(state: FakeCatalogue) {
  const view = () => ({ json: adminView(state) });
  const zoneNamed = (name: string | undefined) => state.zones.find((zone) => zone.name === name);
  const notFound = apiError(404, 'not_found', 'No such zone.');

  function newVersion(
    zone: FakeCatalogueZone,
    pricing: ZonePricing,
    change: PriceVersion['change'],
    rolledBackTo: number | null,
  ) {
    const versions = state.versions.get(zone.name) ?? [];
    versions.unshift({
      version: (versions[0]?.version ?? 0) + 1,
      at: new Date().toISOString(),
      by: ADMIN,
      change,
      rolledBackTo,
      before: zone.pricing,
      after: pricing,
      cells: changedCells(zone.pricing, pricing),
    });
    state.versions.set(zone.name, versions);
    zone.pricing = pricing;
    state.revision += 1;
  }

  return [
    fakeRoute('get-admin-catalogue', view),
    fakeRoute('sync-catalogue', () => {
      const at = new Date().toISOString();
      const base = { at, trigger: 'operator' as const, by: ADMIN, dropped: [], costChanges: 0 };
      if ('fails' in state.nextSync) {
        state.lastSync = { ...base, outcome: 'failed', added: [], error: state.nextSync.fails };
      } else {
        const adds = state.nextSync.adds.map((bundle) => ({
          ...bundle,
          state: 'inactive' as const,
          newFromProvider: true,
        }));
        state.bundles.push(...adds);
        state.lastSync = { ...base, outcome: 'succeeded', added: adds.map((b) => b.id), error: null };
        state.revision += 1;
      }
      return view();
    }),
    fakeRoute('set-bundle-state', ({ params, body }) => {
      const bundle = state.bundles.find((candidate) => candidate.id === params['bundleId']);
      if (!bundle) return apiError(404, 'not_found', 'No such bundle.');
      if (body.state === 'active' && !bundle.offeredByProvider) {
        return apiError(409, 'not_offered', 'The provider no longer offers this bundle.');
      }
      bundle.state = body.state;
      bundle.newFromProvider = false;
      state.revision += 1;
      return view();
    }),
    fakeRoute('set-zone-state', ({ params, body }) => {
      const zone = zoneNamed(params['zone']);
      if (!zone) return notFound;
      zone.state = body.state;
      state.revision += 1;
      return view();
    }),
    fakeRoute('set-zone-pricing', ({ params, body }) => {
      const zone = zoneNamed(params['zone']);
      if (!zone) return notFound;
      state.pricingRequests.push({ zone: zone.name, ...body });
      const fields = body.confirmBelowCost ? {} : belowCost(state, zone.name, body.pricing);
      if (Object.keys(fields).length > 0) {
        return apiError(
          409,
          'below_cost',
          `Some prices are below cost (${Object.keys(fields).join(', ')}). Confirm to sell below cost.`,
          fields,
        );
      }
      newVersion(zone, body.pricing, 'set', null);
      return view();
    }),
    fakeRoute('list-zone-price-versions', ({ params }) => {
      const zone = zoneNamed(params['zone']);
      if (!zone) return notFound;
      const versions = state.versions.get(zone.name) ?? [];
      return { json: { zone: zone.name, current: versions[0]?.version ?? 0, versions } };
    }),
    fakeRoute('rollback-zone-pricing', ({ params, body }) => {
      const zone = zoneNamed(params['zone']);
      const target =
        zone && state.versions.get(zone.name)?.find((version) => version.version === body.version);
      if (!zone || !target) return apiError(404, 'not_found', 'No such version.');
      const fields = body.confirmBelowCost ? {} : belowCost(state, zone.name, target.after);
      if (Object.keys(fields).length > 0) {
        return apiError(409, 'below_cost', 'Some prices are below cost. Confirm to sell below cost.', fields);
      }
      newVersion(zone, target.after, 'rollback', target.version);
      return view();
    }),
  ];
}
