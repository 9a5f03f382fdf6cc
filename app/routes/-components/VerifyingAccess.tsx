import { messages } from '../../../domain/messages';
import { PageHeader, Spinner } from '../../../design-system';

/** Shown while the admin guard checks the session (spec section 8). */
export function VerifyingAccess() {
  return (
    <PageHeader title={messages.verifyingAccessTitle} lede={messages.verifyingAccessDetail}>
      <Spinner label={messages.verifyingAccessTitle} />
    </PageHeader>
  );
}
