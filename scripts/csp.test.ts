/**
 * Which inline scripts a page's Content-Security-Policy must allow: those a browser runs. JSON-LD
 * and other data blocks never run, so they need (and get) no hash.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, isExecutableScript } from './csp';

const hash = (body: string) => `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`;

describe('inline script hashes', () => {
  it('hashes classic and module scripts, whatever their type is spelled', () => {
    expect(isExecutableScript('')).toBe(true);
    expect(isExecutableScript(' type="module"')).toBe(true);
    expect(isExecutableScript(' type="text/javascript"')).toBe(true);
    expect(isExecutableScript(" type='application/javascript'")).toBe(true);
    expect(isExecutableScript(' type=""')).toBe(true);
    expect(isExecutableScript(' class="x" data-type="application/json"')).toBe(true);
  });

  it('does not hash data blocks', () => {
    expect(isExecutableScript(' type="application/ld+json"')).toBe(false);
    expect(isExecutableScript(' type="application/json"')).toBe(false);
  });

  it('lists the hashes of a page’s running inline scripts only, without external ones', () => {
    const html =
      '<head><script type="application/ld+json">{"@type":"Thing"}</script><script src="/a.js"></script></head>' +
      '<body><script>self.a=1</script><script type="module">import "/b.js"</script><script>self.a=1</script></body>';
    expect(inlineScriptHashes(html)).toEqual([hash('self.a=1'), hash('import "/b.js"')]);
  });
});
