import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-8 text-center">
      <p className="text-6xl font-black text-brand">404</p>
      <h1 className="text-2xl font-bold">404 Page Not Found</h1>
      <p className="text-slate-600">The page you are looking for does not exist.</p>
      <Link to="/dashboard" className="rounded-md bg-slate-900 px-4 py-2 text-sm font-medium text-white hover:bg-slate-700">
        Back to the dashboard
      </Link>
    </main>
  );
}
