import { agency } from '../../../../domain/navigation';
import { notFoundPage } from '../../../../domain/pages';
import { NotFound } from '../../../../design-system';

/** Any path outside the route table (spec section 2). React hoists the title into the head. */
export function NotFoundPage() {
  return (
    <>
      <title>{`${notFoundPage.title} | ${agency.name}`}</title>
      <meta name="robots" content="noindex" />
      <NotFound title={notFoundPage.heading} description={notFoundPage.description} />
    </>
  );
}
