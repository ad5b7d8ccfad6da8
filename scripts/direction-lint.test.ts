import { describe, expect, it } from 'vitest';
import { directionRules } from '../eslint.config.js';
import { lintProblems } from './lint-rules.ts';

const problems = (code: string) => lintProblems(directionRules, code);

describe('the right-to-left lint rule', () => {
  it.each([
    ['<div className="ml-2 flex" />'],
    ['<div className="flex pr-4" />'],
    ['<p className="text-right" />'],
    ['<span className="absolute top-1 right-1" />'],
    ['<span className="-left-0.5" />'],
    ['<div className="border-l border-slate-200" />'],
    ['<div className="rounded-tl-lg" />'],
    ['<div className={`p-2 ${on ? "mr-auto" : ""}`} />'],
    ['<div className={`hover:pl-3 ${on}`} />'],
  ])('refuses a physical side: %s', async (code) => {
    expect(await problems(code)).toBe(1);
  });

  it.each([
    ['<div className="ms-2 me-auto ps-4 pe-1 start-0 end-1 text-start text-end border-s rounded-s-lg" />'],
    ['<div className="justify-end items-start translate-x-5 rtl:-translate-x-5 rounded-lg slide-in-from-top" />'],
    ['<p title="Turn left at the gate" />'],
  ])('lets logical classes and plain words through: %s', async (code) => {
    expect(await problems(code)).toBe(0);
  });
});
