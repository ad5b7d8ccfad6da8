import { lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet } from 'react-router';
import { AuthProvider } from './features/auth/auth-context.tsx';
import { LoginPage } from './features/auth/login-page.tsx';
import { RequireAuth } from './features/auth/require-auth.tsx';
import { SignInCallbackPage } from './features/auth/sign-in-callback-page.tsx';
import { FullPageMessage } from './features/shell/full-page-message.tsx';
import { NotFoundPage } from './features/shell/not-found-page.tsx';

// The dashboard loads after sign-in, keeping the login page's JavaScript small.
const DashboardPage = lazy(() => import('./features/shell/dashboard-page.tsx'));
const ProfileCompletionPage = lazy(() => import('./features/profile/profile-completion-page.tsx'));
const PhotoCapturePage = lazy(() => import('./features/profile/photo-capture-page.tsx'));

const dashboard = (
  <RequireAuth>
    <Suspense fallback={<FullPageMessage title="Loading…" busy />}>
      <DashboardPage />
    </Suspense>
  </RequireAuth>
);

export const router = createBrowserRouter([
  {
    element: (
      <AuthProvider>
        <Outlet />
      </AuthProvider>
    ),
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/auth/callback', element: <SignInCallbackPage /> },
      { path: '/', element: dashboard },
      { path: '/dashboard', element: dashboard },
      {
        path: '/profile-completion',
        element: (
          <RequireAuth>
            <Suspense fallback={<FullPageMessage title="Loading…" busy />}>
              <ProfileCompletionPage />
            </Suspense>
          </RequireAuth>
        ),
      },
      {
        // Opened on the member's phone from the QR code: the link itself is the permission.
        path: '/photo-capture',
        element: (
          <Suspense fallback={<FullPageMessage title="Loading…" busy />}>
            <PhotoCapturePage />
          </Suspense>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
