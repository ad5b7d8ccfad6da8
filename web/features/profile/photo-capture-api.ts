import type { PhotoCaptureSession } from '../../../contract/licences.contract.ts';
import { apiRequest } from '../../lib/api.ts';

/** The phone-photo hand-off (spec/admin-app.md 2.4): a 10-minute link for one side of the licence. */
export const startPhotoSession = (side: 'front' | 'back') => apiRequest<PhotoCaptureSession>('POST', '/api/photo-capture/sessions', { side });

/** Waits up to 25 s on the server for the phone's photo; undefined when none came yet. */
export const awaitPhoto = (sessionId: string) => apiRequest<{ image: string } | undefined>('GET', `/api/photo-capture/sessions/${sessionId}?wait=25`);

/** The phone sends its photo; the link itself (session and user) is the permission. */
export const sendPhoto = (sessionId: string, user: string, image: string) => apiRequest('POST', `/api/photo-capture/${encodeURIComponent(sessionId)}/photo`, { user, image });
