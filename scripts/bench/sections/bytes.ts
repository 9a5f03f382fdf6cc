/**
 * First-load JS and HTML + critical CSS per route (gzip 9), as docs/bench.md defines them; the JS
 * target depends on the kind of page (targets.ts).
 */
import type { Section } from '../context';
import { htmlCriticalCssBudget, weighPages } from '../page-weight';
import { targetsByKind, targetsFor } from '../targets';
import { checked, kb } from '../report';

export const bytesSection: Section = {
  id: 'bytes',
  title: 'bytes',
  async run(ctx) {
    const pages = await weighPages(ctx.clientDir, ctx.options.routes);
    const rows = pages.flatMap((page) => {
      const { kind, firstLoadJsBytes } = targetsFor(page.route);
      return [
        checked(
          'bytes',
          `${page.route}  first-load JS (gzip, ${kind})`,
          `${kb(page.firstLoadJs.gzip)} in ${page.firstLoadJs.files.length} files`,
          `<= ${kb(firstLoadJsBytes)}`,
          page.firstLoadJs.gzip <= firstLoadJsBytes,
        ),
        checked(
          'bytes',
          `${page.route}  HTML + critical CSS (gzip)`,
          `${kb(page.htmlCriticalCss.gzip)} (HTML ${kb(page.htmlCriticalCss.html.gzip)} + ${page.htmlCriticalCss.css.length} CSS)`,
          `<= ${kb(htmlCriticalCssBudget)}`,
          page.htmlCriticalCss.gzip <= htmlCriticalCssBudget,
        ),
      ];
    });
    const external = pages.flatMap((p) => p.external.map((ref) => `${p.route}: ${ref}`));
    return {
      rows,
      data: {
        budgets: {
          firstLoadJs: {
            document: targetsByKind.document.firstLoadJsBytes,
            application: targetsByKind.application.firstLoadJsBytes,
          },
          htmlCriticalCss: htmlCriticalCssBudget,
        },
        pages,
      },
      notes: external.length > 0 ? [`references to other origins (not counted): ${external.join('; ')}`] : [],
    };
  },
};
