import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './csp';
import { deferScripts } from './defer-scripts';
import { asDocumentPage, frameworkScriptsOf, speculationRules, withSpeculationRules } from './document-page';

/** What the app renders for a page, in the shape TanStack Router writes it. */
const rendered =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/framework-a.js"/><link rel="modulepreload" href="/assets/about-b.js"/>' +
  '<link rel="stylesheet" href="/assets/entry-client-c.css"/><link rel="stylesheet" href="/assets/about-d.css"/>' +
  '<script type="application/ld+json">{"@type":"Organization"}</script>' +
  '<script>(function(){sessionStorage.getItem("tsr-scroll")})()</script></head>' +
  '<body><main><h1>About</h1></main><button data-assistant-launcher="">Ask</button>' +
  '<script data-tsr-stream-part="">self.$_TSR={}</script>' +
  '<script type="module" async="" src="/assets/entry-client-e.js"></script>' +
  '<script>document.currentScript.remove();</script></body></html>';

const island = { src: '/assets/island-f.js' };

describe('a document page', () => {
  const page = asDocumentPage(rendered, island);

  it('keeps no framework script: no module preload, no entry, none of the router’s inline scripts', () => {
    expect(page).not.toContain('modulepreload');
    expect(page).not.toContain('entry-client-e.js');
    expect(page).not.toContain('$_TSR');
    expect(page).not.toContain('sessionStorage');
    expect(page).not.toContain('currentScript');
    expect(inlineScriptHashes(page)).toEqual([]);
    expect(frameworkScriptsOf(page)).toEqual([]);
  });

  it('keeps what it draws, its stylesheets and its data blocks', () => {
    expect(page).toContain('<main><h1>About</h1></main>');
    expect(page).toContain('<link rel="stylesheet" href="/assets/entry-client-c.css"/>');
    expect(page).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
  });

  it('has the assistant island where the entry was, naming the stylesheets its dialog needs', () => {
    expect(page).toContain(
      '<button data-assistant-launcher="">Ask</button><script type="module" src="/assets/island-f.js" data-assistant-island="" data-styles="/assets/entry-client-c.css /assets/about-d.css"></script></body>',
    );
  });

  it('cannot be made from a page without exactly one entry', () => {
    expect(() => asDocumentPage('<html><head></head><body></body></html>', island)).toThrow(/one module entry/);
  });
});

describe('frameworkScriptsOf', () => {
  it('finds an application page’s scripts, in its loader too', () => {
    expect(frameworkScriptsOf(rendered)).toEqual(['/assets/framework-a.js', '/assets/about-b.js', '/assets/entry-client-e.js']);
    expect(frameworkScriptsOf(deferScripts(rendered))).toEqual(['/assets/entry-client-e.js', '/assets/framework-a.js', '/assets/about-b.js']);
  });
});

describe('speculation rules', () => {
  it('prerender links to the document pages on hover, and are allowed by their hash', () => {
    const html = withSpeculationRules('<html><head><meta charSet="utf-8"/></head><body></body></html>', ['/', '/about']);
    const rules = JSON.parse(/<script type="speculationrules">(.*?)<\/script>/.exec(html)![1]!) as unknown;
    expect(rules).toEqual({ prerender: [{ where: { href_matches: ['/', '/about'] }, eagerness: 'moderate' }] });
    expect(html.indexOf('speculationrules')).toBeLessThan(html.indexOf('</head>'));
    expect(inlineScriptHashes(html)).toHaveLength(1);
    expect(inlineScriptHashes(speculationRules(['/', '/about']))).toEqual(inlineScriptHashes(html));
  });
});
