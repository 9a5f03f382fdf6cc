import { adminBookingsRequest, type AdminBookingsResponse, type BookedCall } from '../../domain';
import { requireAdmin } from '../auth/sessions';
import { blockDay, blockedDaysFrom, cancelBooking, unblockDay, upcomingBookings, type CallRow } from '../bookings';
import { HttpError, json, readJson, withErrorHandling, type Handler } from '../http';
import { queueCancellationMail } from '../mail/outbox';
import { auditOf, clientKeyOf, clockOf, type HandlerDeps } from './deps';

const callOf = (row: CallRow): BookedCall => ({
  reference: row.reference,
  date: row.slot_date,
  time: row.slot_time,
  name: row.name,
  email: row.email,
  phone: row.phone,
  service: row.service,
  status: row.status,
  bookedAt: new Date(row.created_at).toISOString(),
  cancelledAt: row.cancelled_at === null ? null : new Date(row.cancelled_at).toISOString(),
});

/**
 * Upcoming calls for the admin area, in date order; cancelling one (the visitor is emailed a
 * cancellation with a calendar CANCEL, queued in the same transaction); blocking and freeing days.
 */
export function createAdminBookingsHandler(deps: HandlerDeps): Handler {
  const now = clockOf(deps);
  const audit = auditOf(deps);
  return withErrorHandling('admin-bookings', async (request, context) => {
    const at = now();
    const admin = await requireAdmin(deps.db, request, at);
    const body = await readJson(request, adminBookingsRequest);
    const auditAction = (detail: Record<string, string>) =>
      audit({ type: 'admin.action', adminId: admin.id, client: clientKeyOf(deps, request, context), call: 'adminBookings', requestId: context?.requestId, detail });
    let cancelled: string | undefined;
    if (body.action === 'cancel') {
      const row = await deps.db.transaction(async (tx) => {
        const row = await cancelBooking(tx, body.reference, admin.id, at);
        if (row) await queueCancellationMail(tx, deps.env, row, at);
        return row;
      });
      if (!row) throw new HttpError(409, `No booked call has the reference ${body.reference}: it may have been cancelled already.`);
      cancelled = row.reference;
      await auditAction({ action: 'cancel', reference: row.reference, slot: `${row.slot_date} ${row.slot_time}` });
    } else if (body.action === 'block') {
      await blockDay(deps.db, body.date, body.note, admin.id, at);
      await auditAction({ action: 'block', date: body.date });
    } else if (body.action === 'unblock') {
      if (!(await unblockDay(deps.db, body.date))) throw new HttpError(409, `${body.date} is not blocked.`);
      await auditAction({ action: 'unblock', date: body.date });
    }
    const includeCancelled = body.action === 'list' ? body.includeCancelled : false;
    const [rows, blocked] = await Promise.all([upcomingBookings(deps.db, at, { includeCancelled }), blockedDaysFrom(deps.db, at)]);
    const answer: AdminBookingsResponse = {
      calls: rows.map(callOf),
      blockedDays: blocked.map((b) => ({ date: b.day, note: b.note })),
      ...(cancelled ? { cancelled } : {}),
    };
    return json(answer);
  });
}
