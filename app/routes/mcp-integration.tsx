import { createFileRoute } from '@tanstack/react-router';
import { mcpPage } from '../../domain/marketing/mcp';
import { publicPages } from '../../domain/pages';
import { pageHead } from '../seo';
import { MarketingPage } from './-components/marketing/MarketingPage';

const path = '/mcp-integration';

export const Route = createFileRoute('/mcp-integration')({
  head: () => pageHead(path, publicPages[path]),
  component: function Page() {
    return <MarketingPage page={publicPages[path]} content={mcpPage} />;
  },
});
