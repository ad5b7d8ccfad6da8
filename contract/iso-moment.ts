const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What a text parameter is, for the texts that write moments in the reader's language (server
 * notices and refusals, the web app's refusals): a whole, real ISO instant or day, else plain
 * text. A member's text that only looks like one ('2026-02-30T99:99') stays text, never an error.
 */
export function momentKind(value: string): 'instant' | 'day' | null {
  const day = ISO_DAY.test(value);
  if (!day && !ISO_INSTANT.test(value)) return null;
  const at = new Date(day ? `${value}T12:00:00Z` : value);
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== value.slice(0, 10)) return null;
  return day ? 'day' : 'instant';
}
