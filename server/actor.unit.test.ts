import { describe, expect, it } from 'vitest';
import { auditNameOf, isSystem, systemActor } from './actor.ts';

describe('actors', () => {
  it('names the service itself in the audit log with no user id, and a user by id and name', () => {
    expect(auditNameOf(systemActor('outbox'))).toEqual({ actorId: null, actorName: 'MedFleet: messages' });
    const admin = { user: { id: 7, name: 'Dana Levi' }, sessionId: 's', isAdmin: true } as Parameters<typeof auditNameOf>[0];
    expect(auditNameOf(admin)).toEqual({ actorId: 7, actorName: 'Dana Levi' });
    expect(isSystem(admin)).toBe(false);
  });
});
