import { sellableCatalogue } from '../../shared/catalogue/catalogue';
import { buildCatalogue } from '../../shared/catalogue/catalogue-files';
import { loadCatalogue, SHIPPED_CATALOGUE_FILES } from '../../shared/catalogue/shipped-catalogue';
import {
  catalogueModuleCode,
  SHIPPED_CATALOGUE_MODULE,
  shippedCatalogue,
  stageCatalogue,
} from './shipped-catalogue';

/** A module's default export, as the browser gets it. */
async function evaluate(code: string): Promise<unknown> {
  const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { default: unknown };
  return module.default;
}

type Hooks = {
  resolveId: (id: string) => string | undefined;
  load: (this: { addWatchFile: (file: string) => void }, id: string) => Promise<string | undefined>;
};

describe('the shipped catalogue, resolved at build time', () => {
  const plugin = shippedCatalogue() as unknown as Hooks;

  it('gives the browser what the server sells, country names and flags included, and watches its data', async () => {
    const watched: string[] = [];
    const resolved = plugin.resolveId(SHIPPED_CATALOGUE_MODULE);
    expect(resolved).toBeDefined();
    const code = await plugin.load.call({ addWatchFile: (file) => watched.push(file) }, resolved!);

    const catalogue = await evaluate(code!);
    expect(catalogue).toEqual(sellableCatalogue(loadCatalogue()));
    expect(JSON.stringify(catalogue)).not.toContain('World1');
    const europe = (catalogue as ReturnType<typeof loadCatalogue>).zones.find(
      (zone) => zone.name === 'Europe',
    );
    expect(europe?.countries).toContainEqual({ name: 'France', alpha2: 'FR', alpha3: 'FRA', flag: '🇫🇷' });
    expect(watched).toEqual(
      expect.arrayContaining([expect.stringMatching(/shared\/catalogue\/data\/zones\.json$/)]),
    );
  }, 30_000);

  it('answers only its own module id', async () => {
    expect(plugin.resolveId('./catalogue')).toBeUndefined();
    expect(await plugin.load.call({ addWatchFile: () => undefined }, '/src/main.tsx')).toBeUndefined();
  });

  it('refuses malformed data, which fails the build, before writing any module', () => {
    const unknownCountry = structuredClone(SHIPPED_CATALOGUE_FILES);
    unknownCountry.zones.zones[0]!.countries.push('QQ');
    expect(() => buildCatalogue(unknownCountry)).toThrow('Unknown country code: QQ');
  });

  it('writes a module whose default export is the catalogue, whatever its text holds', async () => {
    const catalogue = structuredClone(loadCatalogue());
    catalogue.zones[0]!.name = 'Quotes \' " `${x}` </script> \\ \u2028';
    expect(await evaluate(catalogueModuleCode(catalogue))).toEqual(catalogue);
  });
});

describe("a stage's build", () => {
  it('embeds the catalogue the stage publishes, validated as the API answers it', async () => {
    const published = sellableCatalogue(loadCatalogue());
    const fetcher = vi.fn(async () => Response.json(published));
    await expect(stageCatalogue('https://shop.example/api/catalogue', fetcher)).resolves.toEqual(published);
    const broken = vi.fn(async () => Response.json({ zones: 'none' }));
    await expect(stageCatalogue('https://shop.example/api/catalogue', broken)).rejects.toThrow();
    const down = vi.fn(async () => new Response('', { status: 503 }));
    await expect(stageCatalogue('https://shop.example/api/catalogue', down)).rejects.toThrow('503');
  }, 30_000);
});
