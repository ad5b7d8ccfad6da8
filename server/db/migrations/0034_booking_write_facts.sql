-- What a member's booking rules read (issue 25 §4): the hours of their bookings in each month the
-- window touches and their own booking that overlaps it, in one round trip. With lock keys, the
-- member's and then the vehicle's transaction advisory locks are taken first: each query of a
-- volatile function takes its own snapshot, so the reads after the locks see every booking
-- committed by whoever held them before (as two statements did before this function).
CREATE FUNCTION booking_write_facts(
  member_lock_key integer,
  vehicle_lock_key integer,
  member_id integer,
  vehicle_id integer,
  starts timestamptz,
  ends timestamptz,
  month_starts timestamptz[],
  month_ends timestamptz[],
  except_id integer,
  blocking text[]
) RETURNS TABLE (booked_hours double precision[], own_overlap integer)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF member_lock_key IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(member_lock_key, member_id);
    PERFORM pg_advisory_xact_lock(vehicle_lock_key, vehicle_id);
  END IF;
  RETURN QUERY SELECT
    ARRAY(
      SELECT (
        SELECT coalesce(sum(extract(epoch FROM (least(b.end_time, m.month_end) - greatest(b.start_time, m.month_start)))) / 3600, 0)::double precision
        FROM bookings b
        WHERE b.user_id = member_id AND b.status <> 'cancelled' AND b.start_time < m.month_end AND b.end_time > m.month_start AND b.id <> except_id
      )
      FROM unnest(month_starts, month_ends) WITH ORDINALITY AS m(month_start, month_end, n)
      ORDER BY m.n
    ),
    (
      SELECT b.id FROM bookings b
      WHERE b.user_id = member_id AND b.status = ANY (blocking) AND b.start_time < ends AND b.end_time > starts AND b.id <> except_id
      ORDER BY b.start_time
      LIMIT 1
    );
END
$$;
