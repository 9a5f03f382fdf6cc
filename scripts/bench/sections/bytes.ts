/** First-load JS and HTML + critical CSS per route (gzip 9), as /work/wt/metrics.md defines them. */
import type { Section } from '../context';
import { firstLoadJsBudget, htmlCriticalCssBudget, weighPages } from '../page-weight';
import { checked, kb } from '../report';

export const bytesSection: Section = {
  id: 'bytes',
  title: 'bytes',
  async run(ctx) {
    const pages = await weighPages(ctx.clientDir, ctx.options.routes);
    const rows = pages.flatMap((page) => [
      checked('bytes', `${page.route}  first-load JS (gzip)`, `${kb(page.firstLoadJs.gzip)} in ${page.firstLoadJs.files.length} files`, `<= ${kb(firstLoadJsBudget)}`, page.firstLoadJs.gzip <= firstLoadJsBudget),
      checked('bytes', `${page.route}  HTML + critical CSS (gzip)`, `${kb(page.htmlCriticalCss.gzip)} (HTML ${kb(page.htmlCriticalCss.html.gzip)} + ${page.htmlCriticalCss.css.length} CSS)`, `<= ${kb(htmlCriticalCssBudget)}`, page.htmlCriticalCss.gzip <= htmlCriticalCssBudget),
    ]);
    const external = pages.flatMap((p) => p.external.map((ref) => `${p.route}: ${ref}`));
    return {
      rows,
      data: { budgets: { firstLoadJs: firstLoadJsBudget, htmlCriticalCss: htmlCriticalCssBudget }, pages },
      notes: external.length > 0 ? [`references to other origins (not counted): ${external.join('; ')}`] : [],
    };
  },
};
