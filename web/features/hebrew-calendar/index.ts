export { ShabbatHolidaysTab } from './shabbat-holidays-tab.tsx';
export { NextShabbatCard } from './next-shabbat-card.tsx';
