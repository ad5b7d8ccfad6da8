/**
 * The first keys of every transaction advisory lock the server takes (the second key is the id
 * of what is locked), in one place so that no two kinds of lock share a key and wait for each
 * other by accident (a booking of vehicle 7 and an unlock attempt by user 7 once did).
 */
export const ADVISORY_LOCKS = {
  /** One member's booking writes (second key: the user id). */
  memberBookings: 7301,
  /**
   * The booking writes of one vehicle (second key: its id). Without it, overlapping inserts wait
   * for each other inside the exclusion constraint and PostgreSQL breaks each such cycle only
   * after deadlock_timeout. Taken after the member's lock, always.
   */
  vehicleBookings: 7302,
  /** One person's immobilizer attempts (second key: the user id). */
  immobilizerAttempts: 7303,
  /** One member's override requests (second key: the user id). */
  overrideRequests: 7304,
  /** Messages one member asks for themselves: tests, address confirmations (second key: the user id). */
  memberMessages: 7305,
  /** Making, splitting and dropping the weekly partitions of positions (second key: 0; one instance at a time). */
  positionPartitions: 7306,
  /** One member's places on the waitlist (second key: the user id). */
  waitlistPlaces: 7307,
  /**
   * Storing positions (second key: 0). Held from before a batch takes its ids until it commits,
   * so ids are taken in commit order: once a reader sees a position, it sees every one with a
   * smaller id, and a stream's cursor (the newest id) never passes a position still being stored.
   */
  positionIds: 7308,
} as const;
