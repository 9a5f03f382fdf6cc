import { publicPages } from '../../../../domain/pages';
import { PageHeader } from '../../../../design-system';

/** The sign-in page's heading band (a public, prerendered page). */
export function AdminPageHeaderPublic() {
  const page = publicPages['/admin/login'];
  return <PageHeader title={page.heading} lede={page.description} />;
}
