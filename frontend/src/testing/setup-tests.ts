import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { completeTheme, system } from '@/config/theme';
import { loadedQueryClient } from '@/lib/app-query-client';
import { contractViolations } from './mocks/contract';
import { resetDb } from './mocks/db';
import { server } from './mocks/server';
import { startupThemeOnly } from './startup-theme';
import { recordMissingRecipes } from './strict-recipes';

// jsdom lacks the layout APIs that Chakra's overlays and our scroll-backs call; give them inert versions.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}
if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => {};
}
window.scrollTo = () => {};

// Pages and planner steps load as separate modules; a cold transform in the test runner can take
// longer than Testing Library's 1 s default wait.
configure({ asyncUtilTimeout: 10_000 });

// The theme carries only the recipes the shop's components use: a component rendered without its own
// fails the test that rendered it.
const missingRecipes = recordMissingRecipes(system);

// The network fakes (frontend/src/testing/mocks): every request a test makes must have one.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Components render with every recipe, as they do once anything has loaded on demand.
beforeAll(async () => {
  if (!startupThemeOnly()) await completeTheme();
});
beforeEach(() => resetDb());
afterEach(() => {
  // Testing Library unmounts after each test only in the first file a worker loads; files share a
  // worker's modules (the tiers' `isolate: false`), so every file unmounts its own.
  cleanup();
  server.resetHandlers();
  // The next test starts with no cached answers (the app's query client outlives a test).
  loadedQueryClient()?.clear();
  const violations = contractViolations.splice(0);
  expect(violations, 'network fakes answered outside the API contract').toEqual([]);
  expect(
    [...new Set(missingRecipes.splice(0))],
    "components rendered without their recipe: add it to config/theme.ts's recipes",
  ).toEqual([]);
});
afterAll(() => server.close());
