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
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { ApprovalQueue } from '../features/approvals/index.ts';
import { AuditPanel } from '../features/audit/index.ts';
import { CalendarManagement } from '../features/calendar-management/index.ts';
import { FleetOverviewTab, MyReservationsTab } from '../features/bookings/index.ts';
import { DamageReportModal, DamageReportReview, MyDamageReports } from '../features/damage-reports/index.ts';
import { BookingDiaryTab } from '../features/diary/index.ts';
import { useAuth } from '../features/auth/index.ts';
import { FleetControlTab } from '../features/fleet-control/index.ts';
import { ShabbatHolidaysTab } from '../features/hebrew-calendar/index.ts';
import { ReservationsDiary } from '../features/reservations/index.ts';
import { LicenceExpiryPanel } from '../features/licences/index.ts';
import { ProfileTab } from '../features/profile/index.ts';
import { LiveTrackingTab } from '../features/tracking/index.ts';
import { UserManagementTab } from '../features/users/index.ts';
import { VehicleManagementTab } from '../features/vehicle-management/index.ts';
import { DocumentManagement } from '../features/documents/index.ts';
import { MyOverrideRequests, OverrideSettingsPanel } from '../features/overrides/index.ts';
import { ServiceSettingsPanel } from '../features/settings/index.ts';
import { CalendarTestPanel, DeliveryLog, NotificationSettingsPanel, WhatsappSetup } from '../features/messaging/index.ts';
import { TemplatesTab } from '../features/templates/index.ts';

export interface DashboardTab {
  /** Also its label's key in the catalogues: `tabs.<id>`. */
  id: string;
  icon: LucideIcon;
  audience: 'everyone' | 'members' | 'admins';
  content: () => React.ReactNode;
}

/** The tab row of spec/member-app.md 2 and spec/admin-app.md 2.1, in the spec's order. */
export const DASHBOARD_TABS: DashboardTab[] = [
  {
    id: 'fleet-overview',
    icon: LayoutGrid,
    audience: 'everyone',
    content: () => <FleetOverviewTab ReportIssue={DamageReportModal} />,
  },
  { id: 'live-tracking', icon: MapPinned, audience: 'everyone', content: () => <LiveTrackingTab /> },
  { id: 'booking-calendar', icon: CalendarDays, audience: 'everyone', content: () => <BookingDiaryTab /> },
  {
    id: 'my-reservations',
    icon: ClipboardCheck,
    audience: 'everyone',
    content: () => (
      <div className="space-y-6">
        <MyReservationsTab />
        <MyOverrideRequests />
        <MyDamageReports />
      </div>
    ),
  },
  { id: 'profile', icon: UserRound, audience: 'members', content: () => <ProfileTabContent /> },
  {
    id: 'admin-approval',
    icon: Star,
    audience: 'admins',
    content: () => (
      <div className="space-y-6">
        <ApprovalQueue />
        <NotificationSettingsPanel />
        <OverrideSettingsPanel />
        <ReservationsDiary />
        <DocumentManagement />
        <DamageReportReview />
      </div>
    ),
  },
  { id: 'vehicle-management', icon: Car, audience: 'admins', content: () => <VehicleManagementTab /> },
  {
    id: 'user-management',
    icon: Users,
    audience: 'admins',
    content: () => (
      <div className="space-y-6">
        <UserManagementTab />
        <LicenceExpiryPanel />
      </div>
    ),
  },
  { id: 'fleet-control', icon: Radar, audience: 'admins', content: () => <FleetControlTab /> },
  { id: 'templates', icon: FileText, audience: 'admins', content: () => <TemplatesTab /> },
  {
    id: 'shabbat-holidays',
    icon: CalendarDays,
    audience: 'admins',
    content: () => (
      <div className="space-y-6">
        <ShabbatHolidaysTab />
        <CalendarManagement />
      </div>
    ),
  },
  {
    id: 'settings',
    icon: Settings,
    audience: 'admins',
    content: () => (
      <div className="space-y-6">
        <ServiceSettingsPanel />
        <WhatsappSetup />
        <DeliveryLog />
        <AuditPanel />
      </div>
    ),
  },
];

/** The profile's Sign Out is the header's: the same sign-out of the auth feature. */
function ProfileTabContent() {
  const { signOut } = useAuth();
  return (
    <div className="space-y-6">
      <ProfileTab onSignOut={() => void signOut()} />
      <NotificationSettingsPanel />
      <CalendarTestPanel />
    </div>
  );
}

export function tabsFor(isAdmin: boolean): DashboardTab[] {
  return DASHBOARD_TABS.filter((t) => t.audience === 'everyone' || (isAdmin ? t.audience === 'admins' : t.audience === 'members'));
}
