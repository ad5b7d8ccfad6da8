import { afterAll, beforeAll } from 'vitest';

/**
 * Node's fetch sends a file only in its own FormData and File: jsdom's would reach the server as the
 * text "undefined". Components build their forms with the global FormData, so in this file's tests
 * that is Node's (send files made with `File` from node:buffer).
 */
export function sendFilesAsNodeDoes(): void {
  const jsdomFormData = globalThis.FormData;
  beforeAll(async () => {
    const nodeForm = await new Response('', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }).formData();
    globalThis.FormData = nodeForm.constructor as typeof FormData;
  });
  afterAll(() => {
    globalThis.FormData = jsdomFormData;
  });
}
