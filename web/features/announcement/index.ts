export { AnnouncementBanner } from './announcement-banner.tsx';
export { AnnouncementSettings } from './announcement-settings.tsx';
