import { http, HttpResponse } from 'msw';
import { BRAND_ROUTES } from '@shared/api/brand.routes';
import { DEFAULT_BRAND, type BrandSettings } from '@shared/brand/brand';
import { fakeRoute } from '@/testing/mocks/contract';
import { server } from '@/testing/mocks/server';
import { ApiRequestError, refreshHeld } from './api-client';
import { BRAND_PATH, BrandStore } from './brand-store';

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

/** What `promise` settles with: 'resolved', or the error it rejects with. */
const settled = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => error,
  );

/** GET /api/brand answered by `answer`, given which request this is (1 for the first); counts them. */
function answerBrand(answer: (asked: number) => Response) {
  const requests = { count: 0 };
  server.use(http.get(BRAND_PATH, () => answer(++requests.count)));
  return requests;
}

const renamed: BrandSettings = { ...DEFAULT_BRAND, name: 'Roam Further' };

describe('the brand check after a page loads', () => {
  afterEach(() => vi.useRealTimers());

  // First: the module counter sees the contract's first load in this file.
  it('keeps the brand the page was rendered with when the API answers the same, without loading any schema', async () => {
    server.use(fakeRoute('get-brand', () => ({ json: reordered(DEFAULT_BRAND) })));
    const store = new BrandStore(DEFAULT_BRAND);
    const changed = vi.fn();
    store.subscribe(changed);

    await store.refresh();

    // The same object, and no reader told of a change: nothing that reads the brand renders again.
    expect(store.get()).toBe(DEFAULT_BRAND);
    expect(changed).not.toHaveBeenCalled();
    expect(contractLoads.count).toBe(0);
  });

  it("takes an admin's newer brand, checked against the route's schema, and tells its readers", async () => {
    server.use(fakeRoute('get-brand', () => ({ json: renamed })));
    const store = new BrandStore(DEFAULT_BRAND);
    const changed = vi.fn();
    store.subscribe(changed);

    await store.refresh();

    expect(store.get()).toEqual(renamed);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(contractLoads.count).toBe(1);
  });

  it('shows the default brand without a page brand, and the API’s brand once it answers', async () => {
    server.use(fakeRoute('get-brand', () => ({ json: renamed })));
    const store = new BrandStore();
    expect(store.get()).toBe(DEFAULT_BRAND);

    await store.refresh();

    expect(store.get()).toEqual(renamed);
  });

  it('refuses a different answer that breaks the contract, and keeps showing the held brand', async () => {
    server.use(
      http.get(BRAND_PATH, () => HttpResponse.json({ ...DEFAULT_BRAND, colors: { primary: 'red' } })),
    );
    await expect(refreshHeld('get-brand', BRAND_PATH, DEFAULT_BRAND)).rejects.toMatchObject({
      status: 200,
      code: 'bad_response',
    });

    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const store = new BrandStore(DEFAULT_BRAND);
    const outcome = settled(store.refresh());
    await vi.runAllTimersAsync();
    expect(await outcome).toBeInstanceOf(ApiRequestError);
    expect(store.get()).toBe(DEFAULT_BRAND);
  });

  it('tries a failed check again 3 times, 1, 2 and 4 s apart (SPEC section 9), then keeps the brand it has', async () => {
    const requests = answerBrand(() => HttpResponse.json(null, { status: 503 }));
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const store = new BrandStore(DEFAULT_BRAND);
    const outcome = settled(store.refresh());

    await vi.advanceTimersByTimeAsync(0);
    expect(requests.count).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(requests.count).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests.count).toBe(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(requests.count).toBe(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(requests.count).toBe(4);
    expect(await outcome).toMatchObject({ status: 503 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(requests.count).toBe(4);
    expect(store.get()).toBe(DEFAULT_BRAND);
  });

  it('does not ask again when the API refuses, as no query does', async () => {
    const requests = answerBrand(() => HttpResponse.json(null, { status: 429 }));
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const store = new BrandStore(DEFAULT_BRAND);
    const outcome = settled(store.refresh());
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await outcome).toMatchObject({ status: 429 });
    expect(requests.count).toBe(1);
    expect(store.get()).toBe(DEFAULT_BRAND);
  });

  it('takes the answer of a retry after a lost network', async () => {
    const requests = answerBrand((asked) =>
      asked === 1 ? HttpResponse.error() : HttpResponse.json(renamed),
    );
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const store = new BrandStore(DEFAULT_BRAND);
    const refreshing = store.refresh();
    await vi.advanceTimersByTimeAsync(1000);
    await refreshing;
    expect(requests.count).toBe(2);
    expect(store.get()).toEqual(renamed);
  });

  it('stops asking when the page that asked is gone', async () => {
    const requests = answerBrand(() => HttpResponse.json(null, { status: 503 }));
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const asking = new AbortController();
    const outcome = settled(new BrandStore(DEFAULT_BRAND).refresh(asking.signal));
    await vi.advanceTimersByTimeAsync(0);
    asking.abort();
    expect(await outcome).not.toBe('resolved');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(requests.count).toBe(1);
  });

  it('shows a saved brand at once, and tells its readers once per change', () => {
    const store = new BrandStore(DEFAULT_BRAND);
    const changed = vi.fn();
    const unsubscribe = store.subscribe(changed);
    store.set(renamed);
    store.set(renamed);
    expect(store.get()).toBe(renamed);
    expect(changed).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.set(DEFAULT_BRAND);
    expect(changed).toHaveBeenCalledTimes(1);
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
