/**
 * What the guarded pages know about the signed-in admin: the verified stored session and a way
 * to sign out. Provided by the `_admin` layout once the guard has let the visitor in.
 */
import { createContext, useContext } from 'react';
import type { StoredAdminSession } from '../../domain/entities';

export interface AdminSessionValue {
  session: StoredAdminSession;
  token: string;
  signOut: () => void;
  signingOut: boolean;
}

export const AdminSessionContext = createContext<AdminSessionValue | null>(null);

export function useAdminSession(): AdminSessionValue {
  const value = useContext(AdminSessionContext);
  if (!value) throw new Error('useAdminSession is only available inside the admin layout');
  return value;
}
