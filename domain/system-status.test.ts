import { describe, expect, it } from 'vitest';
import type { HealthStatus } from './entities';
import { messages } from './messages';
import { alertStatusItem, overallStatus } from './system-status';

const item = (name: string, status: HealthStatus, detail?: string) => ({ name, status, detail });

describe('overallStatus', () => {
  it.each([
    { case: 'nothing to show', items: [], status: 'healthy', label: messages.allSystemsOperational },
    { case: 'all healthy', items: [item('Database', 'healthy'), item('Web server', 'healthy')], status: 'healthy', label: messages.allSystemsOperational },
    { case: 'one warning', items: [item('Database', 'healthy'), item('Payments', 'warning')], status: 'warning', label: messages.systemsDegraded },
    { case: 'one error among healthy', items: [item('Database', 'healthy'), item('elpaso-app-01', 'error')], status: 'error', label: messages.systemsDown },
    { case: 'an error after warnings', items: [item('Payments', 'warning'), item('Database', 'error')], status: 'error', label: messages.systemsDown },
    { case: 'only errors', items: [item('Database', 'error')], status: 'error', label: messages.systemsDown },
  ] as const)('$case -> $status', ({ items, status, label }) => {
    const overall = overallStatus(items);
    expect(overall.status).toBe(status);
    expect(overall.label).toBe(label);
    if (status === 'healthy') expect(overall.detail).toBeUndefined();
    else expect(overall.label).not.toBe(messages.allSystemsOperational);
  });

  it('names the first item in the worst state and counts the rest', () => {
    const overall = overallStatus([item('Payments', 'warning', 'Stripe is not configured'), item('Database', 'error', 'Database unreachable'), item('x', 'warning')]);
    expect(overall).toMatchObject({ status: 'error', errors: 1, warnings: 2, detail: 'Database: Database unreachable (and 2 more)' });
    expect(overallStatus([item('Payments', 'warning')]).detail).toBe('Payments: warning');
  });

  it.each([
    ['error', 'error'],
    ['warning', 'warning'],
    ['info', 'healthy'],
    ['success', 'healthy'],
  ] as const)('an %s alert counts as %s', (type, status) => {
    expect(alertStatusItem({ type, message: 'm' }).status).toBe(status);
  });
});
