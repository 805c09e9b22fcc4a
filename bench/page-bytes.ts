// `npx tsx bench/page-bytes.ts --origin http://localhost:3000 [--path /circle/list?keyword=touhou] [--locale en]`
// Where a page's HTML bytes go, against a running server, signed in as the demo Platinum member and
// loaded as a browser loads a document: the HTML proper, the inline data React hydrates from (the
// `self.__next_f.push` scripts), and within that data its largest rows and the largest elements of the
// HTML, so that the next cut starts from what weighs most.
import { platinumMemberCookie } from './support/bench-pages';
import { pageJavaScript } from './support/page-javascript';
import { localeCookie } from '@/lib/i18n/locales';
import { textArgument } from './support/arguments';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const bytes = (text: string) => Buffer.byteLength(text);
const preview = (text: string, length = 110) => JSON.stringify(text.slice(0, length));

/** The inline data scripts, their decoded text, and the HTML without them. */
export function splitPage(html: string): { data: string; dataScripts: number; otherScripts: number; proper: string } {
  let dataScripts = 0;
  let otherScripts = 0;
  const chunks: string[] = [];
  const proper = html.replace(/<script\b[^>]*>([\s\S]*?)<\/script>/g, (tag: string, body: string) => {
    const push = /^self\.__next_f\.push\(([\s\S]*)\)$/.exec(body);
    if (push) {
      dataScripts += bytes(tag);
      const chunk = JSON.parse(push[1] ?? '[]') as unknown[];
      if (typeof chunk[1] === 'string') chunks.push(chunk[1]);
    } else otherScripts += bytes(tag);
    return '';
  });
  return { data: chunks.join(''), dataScripts, otherScripts, proper };
}

/** The data's rows (`id:payload` lines of React's flight format), largest first. */
function dataRows(data: string): { id: string; size: number; text: string }[] {
  const rows: { id: string; size: number; text: string }[] = [];
  for (const line of data.split('\n')) {
    const at = line.indexOf(':');
    if (at <= 0) continue;
    rows.push({ id: line.slice(0, at), size: bytes(line), text: line.slice(at + 1) });
  }
  return rows.sort((a, b) => b.size - a.size);
}

/** The outermost element of each landmark kind, by its opening tag. */
function largestElements(proper: string): { tag: string; size: number }[] {
  const found: { tag: string; size: number }[] = [];
  for (const name of ['head', 'header', 'footer', 'nav', 'form', 'section', 'ol', 'h1']) {
    const pattern = new RegExp(`<${name}\\b[^>]*>[\\s\\S]*?</${name}>`, 'g');
    for (const match of proper.matchAll(pattern)) found.push({ tag: match[0].slice(0, 90), size: bytes(match[0]) });
  }
  return found.sort((a, b) => b.size - a.size).slice(0, 12);
}

async function main() {
  const origin = textArgument('origin', 'http://localhost:3000');
  const path = textArgument('path', '/circle/list?keyword=touhou');
  const locale = textArgument('locale', 'en');
  const cookie = `${await platinumMemberCookie(origin)}; ${localeCookie.name}=${locale}`;
  const response = await fetch(`${origin}${path}`, { headers: { Cookie: cookie, 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Mode': 'navigate' } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  const html = await response.text();
  const { data, dataScripts, otherScripts, proper } = splitPage(html);
  // The same first-load JavaScript figure as `npm run bench:js`, without its build and server of its own.
  const js = (await pageJavaScript(origin, path, cookie)).kbGz;
  console.log(`page ${path} html_kb=${kb(bytes(html))} proper_kb=${kb(bytes(proper))} data_scripts_kb=${kb(dataScripts)} data_decoded_kb=${kb(bytes(data))} other_scripts_kb=${kb(otherScripts)} js_kb_gz=${js.toFixed(1)}`);
  console.log('\nlargest rows of the data (KB, id, start):');
  for (const row of dataRows(data).slice(0, 12)) console.log(`  ${kb(row.size).padStart(6)}  ${row.id.padEnd(4)} ${preview(row.text)}`);
  console.log('\nlargest elements of the HTML proper (KB, opening tag):');
  for (const element of largestElements(proper)) console.log(`  ${kb(element.size).padStart(6)}  ${element.tag}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
