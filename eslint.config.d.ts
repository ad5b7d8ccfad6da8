import type { Linter } from 'eslint';

/** The types of what eslint.config.js exports, for the test that lints wrong-way imports with its rules. */
export declare const boundaryRules: Pick<Linter.Config, 'plugins' | 'settings' | 'rules'>;
export declare const directionRules: Pick<Linter.Config, 'rules'>;
export declare const inlineTextRules: Pick<Linter.Config, 'rules'>;
export declare const BOUNDARIES: { target: string | string[]; from: string | string[]; except?: string[]; message: string }[];
declare const config: Linter.Config[];
export default config;
