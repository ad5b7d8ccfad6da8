export { ActivityFeed } from './activity-feed.tsx';
export { NotificationsMenu } from './notifications-menu.tsx';
