import { describe, expect, it } from 'vitest';
import { deferredScriptsOf, deferScripts, loaderScript } from './defer-scripts';
import { inlineScriptHashes } from './csp';

const page = (body: string, head = '') =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body><main>Hi</main>${body}</body></html>`;

describe('deferScripts', () => {
  const html = page(
    '<script>self.$_TSR={}</script><script type="module" src="/assets/entry-1.js"></script><script>document.currentScript.remove()</script>',
    '<link rel="preload" href="/assets/font.woff2" as="font"/><link rel="modulepreload" href="/assets/a.js" fetchPriority="low"/><link rel="modulepreload" href="/assets/b.js" fetchPriority="low"/>',
  );
  const out = deferScripts(html);

  it('takes the module preloads and the entry script out of the HTML, in order, into the data block', () => {
    expect(out).not.toMatch(/<link[^>]*modulepreload/);
    expect(out).not.toMatch(/<script[^>]*\ssrc=/);
    expect(deferredScriptsOf(out)).toEqual({ entry: '/assets/entry-1.js', preload: ['/assets/a.js', '/assets/b.js'] });
    expect(out).toContain('<script data-entry="/assets/entry-1.js" data-preload="/assets/a.js /assets/b.js">');
    expect(deferredScriptsOf(html)).toBeNull();
  });

  it('keeps everything else where it was: the font preload, the inline scripts before and after the entry', () => {
    expect(out).toContain('<link rel="preload" href="/assets/font.woff2" as="font"/>');
    expect(out.indexOf('self.$_TSR')).toBeLessThan(out.indexOf(loaderScript));
    expect(out.indexOf(loaderScript)).toBeLessThan(out.indexOf('document.currentScript.remove()'));
  });

  it('uses the same loader text on every page, so one CSP hash covers it', () => {
    const other = deferScripts(page('<script type="module" src="/assets/entry-2.js"></script>'));
    const loaderHash = inlineScriptHashes(`<script>${loaderScript}</script>`)[0];
    expect(inlineScriptHashes(other)).toEqual([loaderHash]);
    expect(inlineScriptHashes(out)).toContain(loaderHash);
  });

  it('refuses a page whose entry it cannot find, or finds twice', () => {
    expect(() => deferScripts(page(''))).toThrow(/one module entry script, found 0/);
    expect(() => deferScripts(page('<script type="module" src="/a.js"></script><script type="module" src="/b.js"></script>'))).toThrow(/found 2/);
  });

  it('escapes the paths in its attributes, and reads them back as the browser does', () => {
    const tricky = deferScripts(page('<script type="module" src="/assets/x&lt;/script>&amp;&quot;.js"></script>'));
    expect(tricky).toContain('data-entry="/assets/x&lt;/script&gt;&amp;&quot;.js"');
    expect(deferredScriptsOf(tricky)?.entry).toBe('/assets/x</script>&".js');
  });
});

describe('the loader, run in a page-like world', () => {
  function run(html: string, { frames }: { frames: boolean }) {
    const added: Array<{ where: string; tag: string; attrs: Record<string, string> }> = [];
    const timers: Array<() => void> = [];
    const frameCallbacks: Array<() => void> = [];
    const element = (tag: string) => {
      const attrs: Record<string, string> = {};
      return new Proxy({ tag, attrs } as Record<string, unknown>, {
        set: (_t, key, value) => ((attrs[String(key)] = String(value)), true),
        get: (t, key) => (key in t ? t[key as string] : attrs[String(key)]),
      });
    };
    type El = { tag: string; attrs: Record<string, string> };
    const data = deferredScriptsOf(html)!;
    const self = {
      dataset: { entry: data.entry, preload: data.preload.join(' ') },
      replaceWith: (el: El) => added.push({ where: 'in place of the loader', tag: el.tag, attrs: el.attrs }),
    };
    const document = {
      currentScript: self,
      head: { append: (el: El) => added.push({ where: 'head', tag: el.tag, attrs: el.attrs }) },
      createElement: element,
    };
    new Function('document', 'requestAnimationFrame', 'setTimeout', loaderScript)(
      document,
      (fn: () => void) => frames && frameCallbacks.push(fn),
      (fn: () => void) => timers.push(fn),
    );
    return { added, timers, frameCallbacks };
  }
  const html = deferScripts(page('<script type="module" src="/e.js"></script>', '<link rel="modulepreload" href="/p.js"/><link rel="modulepreload" href="/q.js"/>'));

  it('adds nothing before the first frame; after it, the preloads in <head>, then the entry script where the loader was, once', () => {
    const world = run(html, { frames: true });
    expect(world.added).toEqual([]);
    world.frameCallbacks.shift()!();
    // the frame schedules a task; the fallback timer is the other one
    expect(world.timers).toHaveLength(2);
    for (const timer of [...world.timers]) timer();
    expect(world.added).toEqual([
      { where: 'head', tag: 'link', attrs: { rel: 'modulepreload', href: '/p.js' } },
      { where: 'head', tag: 'link', attrs: { rel: 'modulepreload', href: '/q.js' } },
      { where: 'in place of the loader', tag: 'script', attrs: { type: 'module', src: '/e.js' } },
    ]);
  });

  it('without frames (a background tab) the fallback timer loads them', () => {
    const world = run(html, { frames: false });
    expect(world.timers).toHaveLength(1);
    world.timers[0]!();
    expect(world.added.map((a) => a.attrs.src ?? a.attrs.href)).toEqual(['/p.js', '/q.js', '/e.js']);
  });
});
