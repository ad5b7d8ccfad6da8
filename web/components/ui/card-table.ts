/**
 * A table that becomes a stack of cards below the `sm` breakpoint, so that no table scrolls
 * sideways on a 360–414 px phone (docs/decisions/020): the header row stays for screen readers only, and
 * each cell shows its column's name from its `data-label`.
 */
export const CARD_TABLE = 'w-full text-start max-sm:block';
export const CARD_TABLE_HEAD = 'max-sm:sr-only';
export const CARD_TABLE_BODY = 'max-sm:block max-sm:space-y-3';
export const CARD_ROW = 'max-sm:block max-sm:rounded-lg max-sm:border max-sm:border-slate-200 max-sm:p-2';
export const CARD_CELL =
  'max-sm:flex max-sm:min-w-0 max-sm:items-center max-sm:gap-2 max-sm:py-1 max-sm:break-words max-sm:before:w-24 max-sm:before:shrink-0 max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:text-slate-500 max-sm:before:content-[attr(data-label)]';
