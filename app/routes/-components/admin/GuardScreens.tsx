import { messages } from '../../../../domain/messages';
import { SessionExpired, VerifyingAccess } from '../../../../design-system';

/** Shown while the admin guard checks the session (spec section 8), and in the server's HTML. */
export function AdminVerifyingAccess() {
  return <VerifyingAccess title={messages.verifyingAccessTitle} detail={messages.verifyingAccessDetail} />;
}

/** The stored session was idle too long and has been cleared (spec section 8). */
export function AdminSessionExpired({ returnTo }: { returnTo?: string }) {
  return (
    <SessionExpired
      title={messages.sessionExpiredTitle}
      message={messages.sessionExpired}
      actionLabel={messages.returnToLogin}
      loginPath="/admin/login"
      returnTo={returnTo}
    />
  );
}
