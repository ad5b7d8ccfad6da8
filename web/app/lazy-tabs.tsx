import { FleetControlTab } from '../features/analytics/index.ts';
import { AnnouncementSettings } from '../features/announcement/index.ts';
import { AuditPanel } from '../features/audit/index.ts';
import { useAuth } from '../features/auth/index.ts';
import { CalendarManagement, BookingDiaryTab } from '../features/availability/index.ts';
import { ApprovalQueue, HandoverApprovals, ReservationsDiary } from '../features/bookings/index.ts';
import { CalendarFeedCard } from '../features/calendar-export/index.ts';
import { CredentialTypesPanel } from '../features/credentials/index.ts';
import { CrewSeatsPanel, IncompleteCrewsPanel } from '../features/crew/index.ts';
import { DamageReportReview } from '../features/damage-reports/index.ts';
import { DocumentManagement } from '../features/documents/index.ts';
import { ShabbatHolidaysTab } from '../features/hebrew-calendar/index.ts';
import { LicenceExpiryPanel } from '../features/licences/index.ts';
import { MaintenancePanel, WorkOrdersPanel } from '../features/maintenance/index.ts';
import { CalendarTestPanel, DeliveryLog, NotificationSettingsPanel, OwnWhatsappTest, WhatsappSetup } from '../features/messaging/index.ts';
import { OverrideSettingsPanel } from '../features/overrides/index.ts';
import { BackupsPanel, ServiceSettingsPanel } from '../features/settings/index.ts';
import { TemplatesTab } from '../features/templates/index.ts';
import { LiveTrackingTab, PositionHoldsPanel } from '../features/tracking/index.ts';
import { ProfileTab, UserManagementTab } from '../features/users/index.ts';
import { CheckTemplatesPanel } from '../features/vehicle-checks/index.ts';
import { VehicleManagementTab } from '../features/vehicles/index.ts';

/** The dashboard's tabs beyond the first ones, loaded when first opened (./dashboard-tabs.tsx). */
export const LiveTrackingContent = () => <LiveTrackingTab />;
export const BookingCalendarContent = () => <BookingDiaryTab />;

/** The profile's Sign Out is the header's: the same sign-out of the auth feature. */
export function ProfileContent() {
  const { signOut, state } = useAuth();
  const user = state.status === 'authenticated' ? state.user : null;
  return (
    <div className="space-y-6">
      <ProfileTab onSignOut={() => void signOut()} />
      <NotificationSettingsPanel />
      <OwnWhatsappTest number={user?.whatsappNumber ?? user?.phone ?? null} />
      <CalendarFeedCard />
      <CalendarTestPanel />
      <ShabbatHolidaysTab readOnly />
    </div>
  );
}

export const AdminApprovalContent = () => (
  <div className="space-y-6">
    <ApprovalQueue />
    <HandoverApprovals />
    <IncompleteCrewsPanel />
    <NotificationSettingsPanel />
    <CalendarFeedCard />
    <OverrideSettingsPanel />
    <ReservationsDiary />
    <DocumentManagement />
    <DamageReportReview />
  </div>
);

export const VehicleManagementContent = () => (
  <div className="space-y-6">
    <VehicleManagementTab />
    <CrewSeatsPanel />
    <WorkOrdersPanel />
    <MaintenancePanel />
  </div>
);

export const UserManagementContent = () => (
  <div className="space-y-6">
    <UserManagementTab />
    <LicenceExpiryPanel />
    <CredentialTypesPanel />
  </div>
);

export const FleetControlContent = () => <FleetControlTab />;
export const TemplatesContent = () => (
  <div className="space-y-6">
    <TemplatesTab />
    <CheckTemplatesPanel />
  </div>
);

export const ShabbatHolidaysContent = () => (
  <div className="space-y-6">
    <ShabbatHolidaysTab />
    <CalendarManagement />
  </div>
);

export const SettingsContent = () => (
  <div className="space-y-6">
    <ServiceSettingsPanel />
    <BackupsPanel />
    <PositionHoldsPanel />
    <AnnouncementSettings />
    <WhatsappSetup />
    <DeliveryLog />
    <AuditPanel />
  </div>
);
