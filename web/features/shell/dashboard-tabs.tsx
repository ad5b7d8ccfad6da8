import {
  CalendarDays,
  Car,
  ClipboardCheck,
  FileText,
  LayoutGrid,
  MapPinned,
  Radar,
  Settings,
  Star,
  UserCog,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { ApprovalQueue } from '../approvals/approval-queue.tsx';
import { FleetOverviewTab } from '../bookings/fleet-overview-tab.tsx';
import { MyReservationsTab } from '../bookings/my-reservations-tab.tsx';
import { DamageReportReview } from '../damage-reports/damage-report-review.tsx';
import { MyDamageReports } from '../damage-reports/my-damage-reports.tsx';
import { BookingDiaryTab } from '../diary/booking-diary-tab.tsx';
import { useAuth } from '../auth/auth-context.tsx';
import { FleetControlTab } from '../fleet-control/fleet-control-tab.tsx';
import { ShabbatHolidaysTab } from '../hebrew-calendar/shabbat-holidays-tab.tsx';
import { LicenceExpiryPanel } from '../licences/licence-expiry-panel.tsx';
import { ProfileTab } from '../profile/profile-tab.tsx';
import { LiveTrackingTab } from '../tracking/live-tracking-tab.tsx';
import { VehicleManagementTab } from '../vehicle-management/vehicle-management-tab.tsx';
import { TabEmptyState } from './tab-empty-state.tsx';

export interface DashboardTab {
  id: string;
  label: string;
  icon: LucideIcon;
  audience: 'everyone' | 'members' | 'admins';
  content: () => React.ReactNode;
}

const pending = (icon: LucideIcon, title: string, text: string) => () => (
  <TabEmptyState icon={icon} title={title}>
    {text}
  </TabEmptyState>
);

/** The tab row of spec/member-app.md 2 and spec/admin-app.md 2.1, in the spec's order. */
export const DASHBOARD_TABS: DashboardTab[] = [
  {
    id: 'fleet-overview',
    label: 'Fleet Overview',
    icon: LayoutGrid,
    audience: 'everyone',
    content: () => <FleetOverviewTab />,
  },
  { id: 'live-tracking', label: 'Live Tracking', icon: MapPinned, audience: 'everyone', content: () => <LiveTrackingTab /> },
  { id: 'booking-calendar', label: 'Booking Calendar', icon: CalendarDays, audience: 'everyone', content: () => <BookingDiaryTab /> },
  {
    id: 'my-reservations',
    label: 'My Reservations',
    icon: ClipboardCheck,
    audience: 'everyone',
    content: () => (
      <div className="space-y-6">
        <MyReservationsTab />
        <MyDamageReports />
      </div>
    ),
  },
  { id: 'profile', label: 'My Profile & Settings', icon: UserRound, audience: 'members', content: () => <ProfileTabContent /> },
  {
    id: 'admin-approval',
    label: 'Admin Approval',
    icon: Star,
    audience: 'admins',
    content: () => (
      <div className="space-y-6">
        <ApprovalQueue />
        <DamageReportReview />
      </div>
    ),
  },
  { id: 'vehicle-management', label: 'Vehicle Management', icon: Car, audience: 'admins', content: () => <VehicleManagementTab /> },
  {
    id: 'user-management',
    label: 'User Management',
    icon: Users,
    audience: 'admins',
    content: () => (
      <div className="space-y-6">
        <LicenceExpiryPanel />
        {pending(Users, 'User Management', 'All users with their types, licences and status, editing and bulk upload from CSV will be here.')()}
      </div>
    ),
  },
  { id: 'fleet-control', label: 'Fleet Control', icon: Radar, audience: 'admins', content: () => <FleetControlTab /> },
  { id: 'templates', label: 'Templates', icon: FileText, audience: 'admins', content: pending(FileText, 'Document Templates', 'The vehicle-use agreement, damage report and checklist templates with previews will be here.') },
  { id: 'shabbat-holidays', label: 'Shabbat & Holidays', icon: CalendarDays, audience: 'admins', content: () => <ShabbatHolidaysTab /> },
  { id: 'settings', label: 'Settings', icon: Settings, audience: 'admins', content: pending(UserCog, 'Settings', 'Override policies and service settings will be here.') },
];

/** The profile's Sign Out is the header's: the same sign-out of the auth feature. */
function ProfileTabContent() {
  const { signOut } = useAuth();
  return <ProfileTab onSignOut={() => void signOut()} />;
}

export function tabsFor(isAdmin: boolean): DashboardTab[] {
  return DASHBOARD_TABS.filter((t) => t.audience === 'everyone' || (isAdmin ? t.audience === 'admins' : t.audience === 'members'));
}
