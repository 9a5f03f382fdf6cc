import { describe, expect, it } from 'vitest';
import { MemoryStorage } from './memoryStorage';
import { clearStoredSession, readKnownDevice, readStoredSession, writeKnownDevice, writeStoredSession } from './session';
import { safeRedirect } from '../routes/admin.login';

describe('stored admin session', () => {
  const session = { token: 'abc', user: { email: 'a@example.com', name: 'Ana' }, lastActivity: 1_700_000_000_000 };

  it('round-trips and clears', () => {
    const storage = new MemoryStorage();
    writeStoredSession(session, storage);
    expect(readStoredSession(storage)).toEqual(session);
    clearStoredSession(storage);
    expect(readStoredSession(storage)).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['no token', JSON.stringify({ ...session, token: '' })],
    ['no user', JSON.stringify({ token: 'abc', lastActivity: 1 })],
    ['a string time', JSON.stringify({ ...session, lastActivity: 'yesterday' })],
    ['null', 'null'],
  ])('treats %s as no session', (_name, raw) => {
    const storage = new MemoryStorage();
    storage.setItem('lsws.adminSession', raw);
    expect(readStoredSession(storage)).toBeNull();
  });
});

describe('stored known device', () => {
  const value = `7.1790000000000.${'a'.repeat(43)}`;

  it('keeps the value a sign-in answered, and after the session is cleared', () => {
    const storage = new MemoryStorage();
    expect(readKnownDevice(storage)).toBeUndefined();
    writeKnownDevice(value, storage);
    writeKnownDevice(undefined, storage);
    clearStoredSession(storage);
    expect(readKnownDevice(storage)).toBe(value);
  });

  it('ignores a stored value not of its shape (it would make the sign-in a 400)', () => {
    const storage = new MemoryStorage();
    storage.setItem('lsws.knownDevice', 'x'.repeat(500));
    expect(readKnownDevice(storage)).toBeUndefined();
  });
});

describe('login redirect', () => {
  it.each([
    ['/hosting-management', '/hosting-management'],
    ['/admin/tools?tab=2', '/admin/tools?tab=2'],
    ['//evil.example/x', undefined],
    ['/\\evil.example', undefined],
    ['https://evil.example/', undefined],
    [42, undefined],
  ])('%s -> %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
});
