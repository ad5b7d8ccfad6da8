import { type TestSpecification, BaseSequencer } from 'vitest/node';
import { seededRandom } from '../server/test-support/seeded-random.ts';

/**
 * Test files in a random order (the run's seed, printed; `--sequence.seed=N` repeats it), one
 * tier after another as vitest's own order runs them. A worker that moved between tiers would
 * load the app's modules again for almost every file: a shuffled run took 209 s that way, 93 s
 * unshuffled (docs/decisions/023).
 */
export default class TierByTierShuffled extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const random = seededRandom(this.ctx.config.sequence.seed ?? Date.now());
    const shuffled = files.map((file) => ({ file, key: random() })).sort((a, b) => a.key - b.key);
    // Array.prototype.sort is stable: within a tier the shuffled order stays.
    return shuffled.map(({ file }) => file).sort((a, b) => (a.project.name < b.project.name ? -1 : a.project.name > b.project.name ? 1 : 0));
  }
}
