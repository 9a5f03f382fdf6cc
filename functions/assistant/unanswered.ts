/**
 * What visitors ask that the pages do not answer, kept so the team can add it to the site
 * (listed on /admin/tools with how often each was asked). Only the question's words are kept:
 * no IP address, hash or visitor id, and an email address or phone number typed into the
 * question is masked first. Each question is kept `unansweredKeepDays` days; older ones are
 * deleted whenever a question is recorded or the list is read.
 */
import { assistantLimits, unansweredKeepDays, type UnansweredQuestion } from '../../domain';
import type { Queryable } from '../db/index';

const dayMs = 24 * 60 * 60 * 1000;
/** Stored at most this long; a question is rarely longer, and an essay is not a question. */
const storedMaxChars = 500;

/** The question as kept: one line, trimmed, contact details masked, at most 500 characters. */
function keptQuestion(question: string): string {
  return question
    .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]')
    .replace(/\+?\(?\d[\d\s().-]{7,}\d/g, '[number]')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, Math.min(storedMaxChars, assistantLimits.messageMaxChars));
}

const cutoff = (now: Date) => new Date(now.getTime() - unansweredKeepDays * dayMs);

/** Questions past their days are deleted whenever one is recorded or the list is read. */
async function forgetOld(db: Queryable, now: Date): Promise<void> {
  await db.query('delete from assistant_unanswered where asked_at < $1', [cutoff(now)]);
}

export async function recordUnanswered(db: Queryable, question: string, now: Date): Promise<void> {
  const kept = keptQuestion(question);
  if (!kept) return;
  await forgetOld(db, now);
  await db.query('insert into assistant_unanswered (question, asked_at) values ($1, $2)', [kept, now]);
}

/** The last 90 days' unanswered questions, the same words (whatever their case) counted together, most asked first. */
export async function unansweredQuestions(db: Queryable, now: Date, limit = 200): Promise<UnansweredQuestion[]> {
  await forgetOld(db, now);
  const rows = await db.query<{ question: string; count: number; last_asked_at: Date | string }>(
    `select min(question) as question, count(*)::int as count, max(asked_at) as last_asked_at
       from assistant_unanswered
      where asked_at >= $1
      group by lower(question)
      order by count(*) desc, max(asked_at) desc, min(question)
      limit $2`,
    [cutoff(now), limit],
  );
  return rows.map((r) => ({ question: r.question, count: Number(r.count), lastAskedAt: new Date(r.last_asked_at).toISOString() }));
}
