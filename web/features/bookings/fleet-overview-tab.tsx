import { useState } from 'react';
import { BookingDialog } from './booking-dialog.tsx';
import { AddToCalendar, MyBookings, type ReportIssueDialog } from './my-bookings.tsx';
import { StatsBand } from './stats-band.tsx';
import { useActiveBookings } from './use-bookings.ts';
import { VehicleSelectionPanel } from './vehicle-selection-panel.tsx';
import type { Vehicle } from '../../../contract/vehicles.contract.ts';
import { ActivityFeed } from '../notifications/index.ts';

/** The Fleet Overview tab: stats, vehicles, My Bookings, Add to Calendar, Activity Feed. */
export type { ReportIssueDialog };

export function FleetOverviewTab({ ReportIssue }: { ReportIssue: ReportIssueDialog }) {
  const [booking, setBooking] = useState<Vehicle | null>(null);
  const [selected, setSelected] = useState<number>();
  const { data: active } = useActiveBookings();
  const calendarBooking = active?.find((b) => b.id === selected) ?? active?.[0];
  return (
    <div className="space-y-6">
      <StatsBand />
      <VehicleSelectionPanel onBook={setBooking} />
      <div className="grid gap-6 lg:grid-cols-3">
        <MyBookings selectedId={calendarBooking?.id} onSelect={setSelected} ReportIssue={ReportIssue} />
        <AddToCalendar booking={calendarBooking} />
        <ActivityFeed />
      </div>
      <BookingDialog vehicle={booking} onClose={() => setBooking(null)} />
    </div>
  );
}
