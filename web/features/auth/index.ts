export { AuthProvider, useAuth } from './auth-context.tsx';
export { LoginPage } from './login-page.tsx';
export { RequireAuth } from './require-auth.tsx';
export { SignInCallbackPage } from './sign-in-callback-page.tsx';
export { signedInUserQuery, useSignedInUser } from './use-session.ts';
