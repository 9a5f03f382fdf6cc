import { describe, expect, it } from 'vitest';
import { decodeHtmlEntities } from './html-entities';

describe('decodeHtmlEntities', () => {
  it('decodes what React writes in text and attributes', () => {
    expect(decodeHtmlEntities('Tom &amp; Jerry&#x27;s &quot;best&quot; &lt;b&gt; &#39;x&#39;')).toBe('Tom & Jerry\'s "best" <b> \'x\'');
  });
  it('decodes numeric references, decimal and hex, beyond the BMP', () => {
    expect(decodeHtmlEntities('&#169; &#xA9; &#x1F600; &nbsp;')).toBe('© © 😀 \u00a0');
  });
  it('decodes once: an escaped reference stays a reference', () => {
    expect(decodeHtmlEntities('&amp;lt;')).toBe('&lt;');
  });
  it('leaves unknown names and impossible code points alone', () => {
    expect(decodeHtmlEntities('&bogus; &#x110000; a & b')).toBe('&bogus; &#x110000; a & b');
  });
});
