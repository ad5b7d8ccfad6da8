export { CalendarFeedCard } from './calendar-feed-card.tsx';
