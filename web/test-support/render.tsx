import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { setupServer, type SetupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { compileCatalogue } from '../lib/i18n/compile-catalogue.ts';
import { initI18n } from '../lib/i18n/index.ts';
import { catalogueSource } from '../lib/i18n/test-catalogues.ts';
import { createQueryClient } from '../lib/query-client.ts';

/**
 * A component test's API: MSW answers the calls the component makes (handlers per test with
 * `api.use(...)`); a call nobody answers fails the test. English catalogue, a fresh query cache
 * per render.
 */
export function componentTestApi(): SetupServer {
  const api = setupServer();
  beforeAll(async () => {
    api.listen({ onUnhandledRequest: 'error' });
    await initI18n({ language: 'en', resources: { en: { translation: compileCatalogue(catalogueSource('en')) } } });
  });
  afterEach(() => api.resetHandlers());
  afterAll(() => api.close());
  return api;
}

/** Renders a component as the app does: with its query client. */
export function renderWithApp(ui: ReactNode): RenderResult {
  return render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);
}
