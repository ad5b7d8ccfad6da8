import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_LIMITS, fromParameters } from './osmand.ts';

describe('the attributes an OsmAnd report keeps', () => {
  it('are at most 32, with short keys and texts: a device cannot store a megabyte a report', () => {
    const many = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`extra${i}`, 'x'.repeat(5000)]));
    const report = fromParameters(
      { id: 'a3', lat: '31.75', lon: '34.99', ['k'.repeat(500)]: '1', list: Array(100).fill('y'.repeat(5000)), ...many },
      new Date(),
    );
    const attributes = report.attributes;
    expect(Object.keys(attributes)).toHaveLength(ATTRIBUTE_LIMITS.count);
    expect(Object.keys(attributes).every((k) => k.length <= ATTRIBUTE_LIMITS.keyLength)).toBe(true);
    expect(attributes.list).toHaveLength(ATTRIBUTE_LIMITS.listItems);
    expect(
      Object.values(attributes)
        .flat()
        .every((v) => String(v).length <= ATTRIBUTE_LIMITS.valueLength),
    ).toBe(true);
    expect(JSON.stringify(attributes).length).toBeLessThan(20_000);
  });

  it('keep numbers and flags as such', () => {
    expect(fromParameters({ id: 'a3', lat: '31.75', lon: '34.99', fuel: '62', ignition: 'true' }, new Date()).attributes).toEqual({ fuel: 62, ignition: true });
  });
});
