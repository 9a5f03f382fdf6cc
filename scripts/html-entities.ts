/**
 * Character references in HTML text or attribute values, decoded in one pass (so `&amp;lt;`
 * stays `&lt;`): numeric ones, and the named ones React and our own markup write. An unknown
 * name is left as it is.
 */
const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (reference, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code <= 0x10ffff ? String.fromCodePoint(code) : reference;
    }
    return named[name] ?? reference;
  });
}

/** Text made safe inside XML or HTML text and quoted attribute values (the five predefined entities). */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}
