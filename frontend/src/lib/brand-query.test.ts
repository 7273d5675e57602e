import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { BRAND_ROUTES } from '@shared/api/brand.routes';
import { DEFAULT_BRAND, type BrandSettings } from '@shared/brand/brand';
import { fakeRoute } from '@/testing/mocks/contract';
import { server } from '@/testing/mocks/server';
import { ApiRequestError, refreshHeld } from './api-client';
import { BRAND_PATH, brandQueryOptions, seedBrand } from './brand-query';

/** Counts the loads of the API contract (the zod schemas), which the unchanged brand must not need. */
const contractLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./api-contract', async (importOriginal) => {
  contractLoads.count += 1;
  return importOriginal();
});

/** The same settings with their keys in another order, as another serialiser may write them. */
function reordered<T extends object>(value: T): T {
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, child]) => [key, child && typeof child === 'object' ? reordered(child) : child]),
  ) as T;
}

const renamed: BrandSettings = { ...DEFAULT_BRAND, name: 'Roam Further' };

describe('the brand check after a page loads', () => {
  // First: the module counter sees the contract's first load in this file.
  it('keeps the brand the page was rendered with when the API answers the same, without loading any schema', async () => {
    server.use(fakeRoute('get-brand', () => ({ json: reordered(DEFAULT_BRAND) })));
    const queryClient = new QueryClient();
    seedBrand(queryClient, DEFAULT_BRAND);
    const seeded = queryClient.getQueryData(brandQueryOptions().queryKey);

    await queryClient.fetchQuery(brandQueryOptions());

    // The same object: nothing that reads the brand renders again.
    expect(queryClient.getQueryData(brandQueryOptions().queryKey)).toBe(seeded);
    expect(contractLoads.count).toBe(0);
  });

  it("takes an admin's newer brand, checked against the route's schema", async () => {
    server.use(fakeRoute('get-brand', () => ({ json: renamed })));
    const queryClient = new QueryClient();
    seedBrand(queryClient, DEFAULT_BRAND);

    await queryClient.fetchQuery(brandQueryOptions());

    expect(queryClient.getQueryData(brandQueryOptions().queryKey)).toEqual(renamed);
    expect(contractLoads.count).toBe(1);
  });

  it('refuses a different answer that breaks the contract, and keeps showing the held brand', async () => {
    server.use(
      http.get(BRAND_PATH, () => HttpResponse.json({ ...DEFAULT_BRAND, colors: { primary: 'red' } })),
    );
    await expect(refreshHeld('get-brand', BRAND_PATH, DEFAULT_BRAND)).rejects.toMatchObject({
      status: 200,
      code: 'bad_response',
    });

    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    seedBrand(queryClient, DEFAULT_BRAND);
    await expect(queryClient.fetchQuery(brandQueryOptions())).rejects.toBeInstanceOf(ApiRequestError);
    expect(queryClient.getQueryData(brandQueryOptions().queryKey)).toEqual(DEFAULT_BRAND);
  });

  it("reads the server's refusal and a lost network as every API call does", async () => {
    server.use(http.get(BRAND_PATH, () => HttpResponse.json(null, { status: 503 })));
    await expect(refreshHeld('get-brand', BRAND_PATH, DEFAULT_BRAND)).rejects.toMatchObject({
      status: 503,
      code: 'http_error',
    });
    server.use(http.get(BRAND_PATH, () => HttpResponse.error()));
    await expect(refreshHeld('get-brand', BRAND_PATH, DEFAULT_BRAND)).rejects.toBeInstanceOf(ApiRequestError);
  });

  it('asks the path the contract declares for the brand, and only for a public GET', async () => {
    expect(BRAND_ROUTES['get-brand'].path).toBe(BRAND_PATH);
    server.use(http.get('/api/catalogue', () => HttpResponse.json({ changed: true })));
    await expect(refreshHeld('get-brand', '/api/catalogue', DEFAULT_BRAND)).rejects.toThrow(
      'get-brand is not a public GET of /api/catalogue',
    );
  });
});
