import { lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet } from 'react-router';
import { NotFoundPage, PageFailed } from './not-found-page.tsx';
import { LoadingPage } from '../components/ui/full-page-message.tsx';
import { AuthProvider, LoginPage, RequireAuth, SignInCallbackPage } from '../features/auth/index.ts';

// The dashboard loads after sign-in, keeping the login page's JavaScript small.
const DashboardPage = lazy(() => import('./dashboard-page.tsx'));
const ProfileCompletionPage = lazy(() => import('../features/users/profile-completion-page.tsx'));
const PhotoCapturePage = lazy(() => import('../features/users/photo-capture-page.tsx'));
const ConfirmEmailPage = lazy(() => import('../features/users/confirm-email-page.tsx'));
const CheckInPage = lazy(() => import('../features/bookings/check-in-page.tsx'));

const dashboard = (
  <RequireAuth>
    <Suspense fallback={<LoadingPage />}>
      <DashboardPage />
    </Suspense>
  </RequireAuth>
);

export const router = createBrowserRouter([
  {
    errorElement: <PageFailed />,
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
            <Suspense fallback={<LoadingPage />}>
              <ProfileCompletionPage />
            </Suspense>
          </RequireAuth>
        ),
      },
      {
        // Opened from the QR code kept in a vehicle: checks the member's booking of it in.
        path: '/check-in/:vehicleId',
        element: (
          <RequireAuth>
            <Suspense fallback={<LoadingPage />}>
              <CheckInPage />
            </Suspense>
          </RequireAuth>
        ),
      },
      {
        // Opened on the member's phone from the QR code: the link itself is the permission.
        path: '/photo-capture',
        element: (
          <Suspense fallback={<LoadingPage />}>
            <PhotoCapturePage />
          </Suspense>
        ),
      },
      {
        // Opened from the e-mail that confirms a new notification address: the link is the proof.
        path: '/confirm-email',
        element: (
          <Suspense fallback={<LoadingPage />}>
            <ConfirmEmailPage />
          </Suspense>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
