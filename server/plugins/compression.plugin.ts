import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers worth compressing: JSON and the text files the API makes; never the event streams (they must flush). */
const COMPRESSIBLE = /^(application\/json|text\/csv|text\/calendar|text\/plain)/;

/**
 * API answers above 2 KB go out compressed when the browser accepts it (docs/decisions/020): brotli at a
 * quick quality (4: most of the gain for a fraction of the CPU of 11), else gzip. Below 2 KB the
 * work costs more than the bytes it saves; the web app's files come precompressed from the build.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 2048,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
