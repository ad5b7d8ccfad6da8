import { photoCaptureEndpoints } from '../../../contract/licences.endpoints.ts';
import { call } from '../../lib/api.ts';

/** The phone-photo hand-off (docs/spec/admin-app.md 2.4): a 10-minute link for one side of the licence. */
export const startPhotoSession = (side: 'front' | 'back') => call(photoCaptureEndpoints.start, { body: { side } });

/** Waits up to 25 s on the server for the phone's photo; undefined when none came yet. */
export const awaitPhoto = (sessionId: string) => call(photoCaptureEndpoints.wait, { params: { sessionId }, query: { wait: 25 } });

/** The phone sends its photo; the link itself (session and user) is the permission. */
export const sendPhoto = (sessionId: string, user: string, image: string) =>
  call(photoCaptureEndpoints.upload, { params: { sessionId }, body: { user, image } });
