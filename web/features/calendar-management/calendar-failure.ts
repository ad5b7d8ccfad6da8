import { ApiError } from '../../lib/api.ts';

/** The error catalogue's 'Failed to {what}: {status text}' (spec/admin-app.md 8, calendar and rules). */
export const calendarFailure = (what: string, error: unknown) => `Failed to ${what}: ${error instanceof ApiError ? (error.serverMessage ?? String(error.status)) : 'network error'}`;
