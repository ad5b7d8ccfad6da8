import type { FastifyRequest } from 'fastify';
import type { Language } from '../contract/constants.ts';

/** The language to answer in: the one the member chose, else the browser's first of ours, else English. */
export function requestLanguage(request: FastifyRequest, chosen: Language | null | undefined): Language {
  if (chosen) return chosen;
  for (const tag of (request.headers['accept-language'] ?? '').split(',')) {
    const primary = tag.trim().toLowerCase().slice(0, 2);
    if (primary === 'he' || primary === 'iw') return 'he';
    if (primary === 'en') return 'en';
  }
  return 'en';
}
