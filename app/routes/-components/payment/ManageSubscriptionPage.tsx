import { useRouter } from '@tanstack/react-router';
import { Container, PageHeader, PortalLinkPanel } from '../../../../design-system';
import type { PageAnswer, PortalOpenRefusal } from '../../../../domain/form-requests';
import { portalLinkMessages as copy } from '../../../../domain/messages';
import type { PageMeta } from '../../../../domain/pages';
import { PortalLinkRequest } from './PortalLinkRequest';
import * as styles from './paymentSuccess.css';

const refusals: Record<PortalOpenRefusal, { title: string; detail: string; canOpen: boolean }> = {
  used: { title: copy.usedTitle, detail: copy.invalidDetail, canOpen: false },
  expired: { title: copy.expiredTitle, detail: copy.invalidDetail, canOpen: false },
  unknown: { title: copy.unknownTitle, detail: copy.invalidDetail, canOpen: false },
  notConfigured: { title: copy.notConfiguredTitle, detail: copy.notConfiguredDetail, canOpen: false },
  unavailable: { title: copy.unavailableTitle, detail: copy.unavailableDetail, canOpen: true },
};

export interface ManageSubscriptionPageProps {
  readonly page: PageMeta;
  /** the one-time token of an emailed link, when the page was opened from one */
  readonly token: string | undefined;
}

/**
 * /manage-subscription: the form to ask for a link by email; opened from an emailed link, first
 * the button that uses it (functions/portal-link-pages.ts), and why it did not open if it did not.
 */
export function ManageSubscriptionPage({ page, token }: ManageSubscriptionPageProps) {
  const answered = (useRouter().options.context as { formAnswer?: PageAnswer | null } | undefined)?.formAnswer ?? null;
  const refusal = token && answered?.kind === 'portalOpen' ? refusals[answered.refusal] : null;
  return (
    <>
      <PageHeader title={page.heading} lede={page.description} />
      <Container>
        <div className={styles.manage}>
          {token ? (
            <PortalLinkPanel
              title={copy.openTitle}
              intro={copy.openIntro}
              buttonLabel={copy.openButton}
              problem={refusal ? { title: refusal.title, detail: refusal.detail } : null}
              canOpen={refusal?.canOpen ?? true}
            />
          ) : null}
          {/* From a link, the form posts to the plain page: the token has no business there. */}
          <PortalLinkRequest heading={token ? copy.newLinkHeading : copy.formHeading} action={token ? '/manage-subscription' : undefined} />
        </div>
      </Container>
    </>
  );
}
