import { relative } from 'node:path';
import { type TestSpecification, BaseSequencer } from 'vitest/node';
import { seededRandom } from '../server/test-support/seeded-random.ts';

/** A file that took this long in the last run starts early, so that no worker ends the run alone on it. */
const LONG_FILE_MS = 3_000;

/**
 * Test files in a random order (the run's seed, printed; `--sequence.seed=N` repeats it), one
 * tier after another as vitest's own order runs them. A worker that moved between tiers would
 * load the app's modules again for almost every file: a shuffled run took 209 s that way, 93 s
 * unshuffled (docs/decisions/023). Within a tier the files that were long in the last run come
 * first, shuffled among themselves, then the rest shuffled.
 */
export default class TierByTierShuffled extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const random = seededRandom(this.ctx.config.sequence.seed ?? Date.now());
    const shuffled = files.map((file) => ({ file, key: random() - (this.lastDuration(file) >= LONG_FILE_MS ? 1 : 0) })).sort((a, b) => a.key - b.key);
    // Array.prototype.sort is stable: within a tier the shuffled order stays.
    return shuffled.map(({ file }) => file).sort((a, b) => (a.project.name < b.project.name ? -1 : a.project.name > b.project.name ? 1 : 0));
  }

  /** How long the file took in the last run that ran it (vitest's results cache), 0 when unknown. */
  private lastDuration(file: TestSpecification): number {
    return this.ctx.cache.getFileTestResults(`${file.project.name}:${relative(this.ctx.config.root, file.moduleId)}`)?.duration ?? 0;
  }
}
