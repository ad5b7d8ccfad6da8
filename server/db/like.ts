/** A search text as an ILIKE pattern that matches it anywhere: its own %, _ and \ are matched as themselves. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
