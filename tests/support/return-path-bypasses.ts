// Spellings of another host (or of no path at all) that a return-path check must refuse: the usual
// open-redirect bypass list, shared by the unit tests of every place that takes a return target.
export const bypasses: readonly string[] = [
  // Scheme-relative and slash runs.
  '//evil.example',
  '//evil.example/circle/list',
  '///evil.example',
  '////evil.example',
  // Backslashes, which browsers read as slashes.
  '/\\evil.example',
  '\\/evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  // Tabs, new lines and other controls, which browsers drop.
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/\r\n/evil.example',
  '/\t\t/evil.example',
  '\t//evil.example',
  '/\u0000/evil.example',
  '/\u007f/evil.example',
  '/\u0085/evil.example',
  // Whitespace and invisible characters.
  ' //evil.example',
  '/ /evil.example',
  '/\u00a0/evil.example',
  '/\u3000/evil.example',
  '/\u2028/evil.example',
  '/\ufeff/evil.example',
  '/\u202e/evil.example',
  '/\u200b/evil.example',
  // Encoded controls, backslashes and slashes, for a server or proxy that decodes the path again.
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%0D/evil.example',
  '/%00/evil.example',
  '/%5cevil.example',
  '/%5C%5Cevil.example',
  '/%2f/evil.example',
  '/%2f%2fevil.example',
  '/%2F%2Fevil.example',
  '/%E0%A4%A',
  // Dot segments that normalise to `//host`.
  '/.//evil.example',
  '/..//evil.example',
  '/./..//evil.example',
  // Absolute URLs and schemes.
  'https://evil.example',
  'http://evil.example/circle/list',
  'https:evil.example',
  'https:/evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.domain)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  // User-info tricks.
  '//site.invalid@evil.example',
  'https://site.invalid@evil.example/',
  '//evil.example%40site.invalid',
  // IDN hosts.
  '//ｅｖｉｌ.example',
  '//evil。example',
  '//xn--80ak6aa92e.com',
  '/\\ｅｖｉｌ.example',
  // No path of this site.
  '',
  'circle/list',
  '?callbackUrl=//evil.example',
  '#//evil.example',
  '.',
  '..',
  `/${'a'.repeat(2048)}`,
];
