import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogueSource } from './test-catalogues.ts';
import { textKeysModule } from './text-keys-module.ts';

describe('the typed text keys', () => {
  it('are the English catalogue’s keys (npm run text-keys after adding or removing one)', () => {
    expect(readFileSync('web/lib/i18n/text-keys.ts', 'utf8')).toBe(textKeysModule(Object.keys(catalogueSource('en'))));
  });
});
