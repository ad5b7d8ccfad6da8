import { describe, expect, it } from 'vitest';
import { createOcr } from './ocr.adapter.ts';
import { renderLicencePng } from '../test-support/licence-image.ts';

describe('the OCR adapter', () => {
  it('recycles its workers after jobsPerStart images and reads on with fresh ones', async () => {
    const ocr = createOcr({ workers: 1, jobsPerStart: 1 });
    try {
      const image = await renderLicencePng(undefined, { width: 800, height: 500 });
      const first = await ocr.read(image);
      const second = await ocr.read(image);
      expect(first.text).toContain('COHEN');
      expect(second.text).toBe(first.text);
    } finally {
      await ocr.close();
    }
  });
});
