/**
 * Every admin hears of a change to who can reach the admin area (issue 32): an admin invited, a
 * second factor removed. One email per admin (the one who made the change included), queued in
 * the transaction of the change, so the change and its notices are stored together or not at all.
 */
import { adminSecurityNoticeMessage, type AdminSecurityNotice } from '../../domain/mail';
import type { Queryable } from '../db/index';
import { queueAdminNoticeMail } from '../mail/outbox';

export async function notifyEveryAdmin(tx: Queryable, notice: AdminSecurityNotice, now: Date, origin: string): Promise<number> {
  const admins = await tx.query<{ email: string }>('select email from admins order by id');
  for (const admin of admins) await queueAdminNoticeMail(tx, adminSecurityNoticeMessage(admin.email, notice, now, origin), now);
  return admins.length;
}
