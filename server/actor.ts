import type { AuthContext } from './auth-context.ts';

/** Work the service does of itself, each under its own name in the audit log (docs/decisions/023). */
export const SYSTEM_ACTORS = {
  outbox: 'MedFleet: messages',
  readiness: 'MedFleet: vehicle readiness',
  operator: 'MedFleet: backup command',
} as const;

export type SystemActorName = keyof typeof SYSTEM_ACTORS;

/** The service itself, never dressed as a member. */
export interface SystemActor {
  system: SystemActorName;
}

/** Who does something: a signed-in user, or the service itself. */
export type Actor = AuthContext | SystemActor;

export const systemActor = (name: SystemActorName): SystemActor => ({ system: name });

export const isSystem = (actor: Actor): actor is SystemActor => 'system' in actor;

/** How the audit log names an actor: the user's id and name, or no id and the system's name. */
export const auditNameOf = (actor: Actor): { actorId: number | null; actorName: string } =>
  isSystem(actor) ? { actorId: null, actorName: SYSTEM_ACTORS[actor.system] } : { actorId: actor.user.id, actorName: actor.user.name };
