-- A member's new booking in one round trip (docs/decisions/007): the locks and the reads of
-- booking_write_facts (migration 0034, which the previous release still calls), then the row,
-- written only when the member's rules let it: no booking of their own overlaps it and, unless
-- `hour_limit` is null (waived), every month it touches stays within the limit. The server checks
-- the same facts again and names the refusal; it writes the row itself if this one did not.
CREATE FUNCTION booking_insert_as_member(
  member_lock_key integer,
  vehicle_lock_key integer,
  member_id integer,
  booked_vehicle_id integer,
  starts timestamptz,
  ends timestamptz,
  month_starts timestamptz[],
  month_ends timestamptz[],
  blocking text[],
  hour_limit double precision,
  new_booking jsonb
) RETURNS TABLE (booked_hours double precision[], own_overlap integer, inserted jsonb)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  within_limit boolean;
BEGIN
  SELECT f.booked_hours, f.own_overlap INTO booked_hours, own_overlap
  FROM booking_write_facts(member_lock_key, vehicle_lock_key, member_id, booked_vehicle_id, starts, ends, month_starts, month_ends, 0, blocking) f;
  within_limit := hour_limit IS NULL OR NOT EXISTS (
    SELECT 1 FROM unnest(booked_hours, month_starts, month_ends) AS m(booked, month_start, month_end)
    WHERE m.booked + extract(epoch FROM (least(ends, m.month_end) - greatest(starts, m.month_start))) / 3600 > hour_limit + 1e-9
  );
  IF own_overlap IS NULL AND within_limit THEN
    INSERT INTO bookings AS b (user_id, vehicle_id, start_time, end_time, notes, purpose, is_emergency, status,
      holiday_conflict_reason, holiday_conflict, approved_by, seat, series_id)
    SELECT r.user_id, r.vehicle_id, r.start_time, r.end_time, r.notes, r.purpose, coalesce(r.is_emergency, false), r.status,
      r.holiday_conflict_reason, r.holiday_conflict, r.approved_by, r.seat, r.series_id
    FROM jsonb_populate_record(NULL::bookings, new_booking) r
    RETURNING to_jsonb(b.*) INTO inserted;
  END IF;
  RETURN NEXT;
END
$$;
