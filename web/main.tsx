import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import './index.css';
import { createQueryClient } from './lib/query-client.ts';
import { router } from './app/routes.tsx';

const queryClient = createQueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {/* One toast at a time, 5 s each (spec/member-app.md 9). */}
      <Toaster visibleToasts={1} duration={5000} richColors closeButton position="bottom-right" />
    </QueryClientProvider>
  </StrictMode>,
);
