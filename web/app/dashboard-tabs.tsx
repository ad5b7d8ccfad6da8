import { CalendarDays, Car, ClipboardCheck, FileText, LayoutGrid, MapPinned, Radar, Settings, Star, UserRound, Users, type LucideIcon } from 'lucide-react';
import { lazy, type ComponentType } from 'react';
import type * as LazyTabs from './lazy-tabs.tsx';
import { AnnouncementBanner } from '../features/announcement/index.ts';
import { FleetOverviewTab, MyHandovers, MyReservationsTab, MyWaitlist } from '../features/bookings/index.ts';
import { DamageReportModal, MyDamageReports } from '../features/damage-reports/index.ts';
import { MyOverrideRequests } from '../features/overrides/index.ts';

/**
 * A tab's content loaded when the tab is first opened: the dashboard's first load carries the
 * Fleet Overview and My Reservations only (docs/decisions/020; the other tabs are in ./lazy-tabs.tsx).
 */
const later = (name: keyof typeof LazyTabs): ComponentType => lazy(() => import('./lazy-tabs.tsx').then((tabs) => ({ default: tabs[name] })));

const LiveTracking = later('LiveTrackingContent');
const BookingCalendar = later('BookingCalendarContent');
const Profile = later('ProfileContent');
const AdminApproval = later('AdminApprovalContent');
const VehicleManagement = later('VehicleManagementContent');
const UserManagement = later('UserManagementContent');
const FleetControl = later('FleetControlContent');
const Templates = later('TemplatesContent');
const ShabbatHolidays = later('ShabbatHolidaysContent');
const SettingsContent = later('SettingsContent');

export interface DashboardTab {
  /** Also its label's key in the catalogues: `tabs.<id>`. */
  id: string;
  icon: LucideIcon;
  audience: 'everyone' | 'members' | 'admins';
  content: () => React.ReactNode;
}

/** The tab row of docs/spec/member-app.md 2 and docs/spec/admin-app.md 2.1, in the spec's order. */
export const DASHBOARD_TABS: DashboardTab[] = [
  {
    id: 'fleet-overview',
    icon: LayoutGrid,
    audience: 'everyone',
    content: () => (
      <div className="space-y-4">
        <AnnouncementBanner />
        <FleetOverviewTab ReportIssue={DamageReportModal} />
      </div>
    ),
  },
  { id: 'live-tracking', icon: MapPinned, audience: 'everyone', content: () => <LiveTracking /> },
  { id: 'booking-calendar', icon: CalendarDays, audience: 'everyone', content: () => <BookingCalendar /> },
  {
    id: 'my-reservations',
    icon: ClipboardCheck,
    audience: 'everyone',
    content: () => (
      <div className="space-y-6">
        <MyWaitlist />
        <MyHandovers />
        <MyReservationsTab />
        <MyOverrideRequests />
        <MyDamageReports />
      </div>
    ),
  },
  { id: 'profile', icon: UserRound, audience: 'members', content: () => <Profile /> },
  { id: 'admin-approval', icon: Star, audience: 'admins', content: () => <AdminApproval /> },
  { id: 'vehicle-management', icon: Car, audience: 'admins', content: () => <VehicleManagement /> },
  { id: 'user-management', icon: Users, audience: 'admins', content: () => <UserManagement /> },
  { id: 'fleet-control', icon: Radar, audience: 'admins', content: () => <FleetControl /> },
  { id: 'templates', icon: FileText, audience: 'admins', content: () => <Templates /> },
  { id: 'shabbat-holidays', icon: CalendarDays, audience: 'admins', content: () => <ShabbatHolidays /> },
  { id: 'settings', icon: Settings, audience: 'admins', content: () => <SettingsContent /> },
];

export function tabsFor(isAdmin: boolean): DashboardTab[] {
  return DASHBOARD_TABS.filter((t) => t.audience === 'everyone' || (isAdmin ? t.audience === 'admins' : t.audience === 'members'));
}
