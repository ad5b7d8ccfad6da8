import './lib/zod-jitless.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './index.css';
import { router } from './app/routes.tsx';
import { OfflineBanner } from './components/offline-banner.tsx';
import { AppDirection } from './lib/i18n/app-direction.tsx';
import { initI18n } from './lib/i18n/index.ts';
import { keepForOffline } from './lib/offline.ts';
import { publicConfigQuery } from './lib/public-config.ts';
import { createQueryClient } from './lib/query-client.ts';

// Toasts come after a person acts: their code loads beside the page, not before the login page.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

const queryClient = createQueryClient();
keepForOffline(queryClient);
// The language's catalogue comes first: no screen shows in one language and then jumps to another.
// The sign-in options come with it (fetched side by side), so the login card does not grow under
// the reader's eyes when they arrive (it shifted the Hebrew phone layout by 0.19); a server slow to
// answer holds the page back by at most a second and a half.
const configArrived = queryClient.prefetchQuery(publicConfigQuery);
await Promise.all([initI18n(), Promise.race([configArrived, new Promise((resolve) => setTimeout(resolve, 1500))])]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AppDirection>
        <OfflineBanner />
        <RouterProvider router={router} />
      </AppDirection>
      {/* One toast at a time, 5 s each (docs/spec/member-app.md 9). */}
      <Suspense fallback={null}>
        <Toaster visibleToasts={1} duration={5000} richColors closeButton position="bottom-right" />
      </Suspense>
    </QueryClientProvider>
  </StrictMode>,
);
