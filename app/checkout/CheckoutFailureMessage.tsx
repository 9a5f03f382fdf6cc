import { Link } from '@tanstack/react-router';
import { TextLink } from '../../design-system';
import type { CheckoutFailureNotice } from '../../domain/messages';

/** What it means and the way out, with "contact us" a real link (domain `checkoutFailures`). */
export function CheckoutFailureHint({ notice }: { readonly notice: CheckoutFailureNotice }) {
  return (
    <>
      {notice.hint}{' '}
      <TextLink asChild>
        <Link to="/contact">{notice.contact}</Link>
      </TextLink>
      .
    </>
  );
}

/** The whole notice in one line, for a plan card's error area. */
export function CheckoutFailureMessage({ notice }: { readonly notice: CheckoutFailureNotice }) {
  return (
    <>
      {notice.title} <CheckoutFailureHint notice={notice} />
    </>
  );
}
