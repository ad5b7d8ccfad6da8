import type { users } from './db/schema.ts';
import { forbidden, said } from './http-errors.ts';

/** Who is calling: every service takes this from the route (the auth feature makes it from the session). */
export interface AuthContext {
  user: typeof users.$inferSelect;
  sessionId: string;
  /** Admin by user type or as the organisation's owner (OWNER_EMAIL). */
  isAdmin: boolean;
}

/** Services that own an admin-only rule call this, whatever route reached them. */
export function assertAdmin(ctx: AuthContext): void {
  if (!ctx.isAdmin) throw forbidden(said('admin.only'), 'ADMIN_ONLY');
}
