/**
 * '1,234.5' for 1234.5: what `toLocaleString('en-US')` gives (thousands grouped, at most three
 * decimals), without Intl. A page's first Intl number format sets up locale data, which costs a
 * phone 30-40 ms of main thread (more than 100 ms with Lighthouse's 4x CPU slowdown), and
 * most pages show a price or a count. Use this for figures on public pages.
 */
export function groupDigits(value: number): string {
  const rounded = Math.round(Math.abs(value) * 1000) / 1000;
  const [whole = '0', fraction] = String(rounded).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 && rounded !== 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}
