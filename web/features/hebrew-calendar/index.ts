export { ShabbatHolidaysTab } from './shabbat-holidays-tab.tsx';
