import { describe, expect, it } from 'vitest';
import type { AuthContext } from './auth-context.ts';
import { createSessionStreams } from './session-streams.ts';

const member = { user: { id: 7 }, sessionId: 's', isAdmin: false } as AuthContext;

/** A stream as the registry sees it: what happened to it. */
function aStream() {
  const happened: string[] = [];
  return { happened, ending: { end: () => happened.push('ended'), restart: () => happened.push('restarted') } };
}

describe('live streams at shutdown', () => {
  it('tells every open stream to come back, and so one that opens while the instance is going', async () => {
    const streams = createSessionStreams(() => Promise.resolve(member));
    const open = aStream();
    streams.hold(member, 'token', open.ending);
    streams.restartAll();
    expect(open.happened).toEqual(['restarted']);

    const late = aStream();
    streams.hold(member, 'token', late.ending);
    await Promise.resolve();
    expect(late.happened).toEqual(['restarted']);
    streams.close();
  });
});
