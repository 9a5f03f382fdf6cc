import { Link } from '@tanstack/react-router';
import { TextLink } from '../../../../design-system';
import { formCommon } from '../../../../domain/forms';

/** The small print under every form: what we do with the details, and the policy. */
export function FormFootnote({ extra }: { readonly extra?: string }) {
  return (
    <>
      {extra ? `${extra} ` : null}
      {formCommon.privacyNote}{' '}
      <TextLink asChild>
        <Link to="/privacy">{formCommon.privacyLinkLabel}</Link>
      </TextLink>
      .
    </>
  );
}
