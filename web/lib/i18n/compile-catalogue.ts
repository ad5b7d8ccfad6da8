import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** What the browser's formatter (icu-format.ts) reads: text, {x}, {n, number}, select, plural, #. */
const FORMATTED = new Set([TYPE.literal, TYPE.argument, TYPE.number, TYPE.select, TYPE.plural, TYPE.pound]);

function checked(elements: MessageFormatElement[], key: string): MessageFormatElement[] {
  for (const e of elements) {
    if (!FORMATTED.has(e.type)) throw new Error(`${key}: dates, times and tags are formatted in code, not in a catalogue message`);
    if ('options' in e) for (const option of Object.values(e.options)) checked(option.value, key);
  }
  return elements;
}

/**
 * A catalogue's ICU messages parsed once, at build time (the Vite plugin in vite.config.ts) or in
 * a test: the browser gets each message's parsed form as JSON and never loads the ICU parser.
 */
export function compileCatalogue(messages: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, JSON.stringify(checked(parse(message, { ignoreTag: true }), key))]));
}
