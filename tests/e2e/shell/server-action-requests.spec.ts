import { request as httpRequest } from 'node:http';
import { expect, test } from '../support/fixtures';
import { serverActionId } from '../support/server-actions';

// Issue 32, finding 5: posts to a server action that Next cannot take (too large, not JSON, broken
// multipart, from another site) answered 500 with a stack trace in the log. The production server now
// answers them itself, as SECURITY.md says: 413, 400, 415 or 403.

const inquiryPage = '/docs/inquiry';

test.describe('a server action post the framework cannot take', () => {
  let actionId: string;
  test.beforeAll(() => {
    actionId = serverActionId('submitInquiry');
  });

  const actionHeaders = (baseURL: string, extra: Record<string, string> = {}) => ({ 'next-action': actionId, origin: baseURL, 'content-type': 'text/plain;charset=UTF-8', ...extra });

  test('answers 413 for a body over 512 KB, announced or streamed', async ({ request, baseURL }) => {
    const announced = await request.post(inquiryPage, { headers: actionHeaders(baseURL!), data: `["${'x'.repeat(600 * 1024)}"]` });
    expect(announced.status()).toBe(413);

    // Chunked: the length is known only once the body has been read.
    const url = new URL(inquiryPage, baseURL);
    const streamed = await new Promise<number>((resolve, reject) => {
      const outgoing = httpRequest(url, { method: 'POST', headers: { ...actionHeaders(baseURL!), 'transfer-encoding': 'chunked' } }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      outgoing.on('error', (error) => (/EPIPE|ECONNRESET/.test(String(error)) ? undefined : reject(error)));
      for (let chunk = 0; chunk < 40; chunk++) outgoing.write('y'.repeat(32 * 1024));
      outgoing.end();
    });
    expect(streamed).toBe(413);
  });

  test('answers 400 for a body that is not JSON and for broken multipart', async ({ request, baseURL }) => {
    const notJson = await request.post(inquiryPage, { headers: actionHeaders(baseURL!), data: '{"not json' });
    expect(notJson.status()).toBe(400);
    const multipart = await request.post(inquiryPage, { headers: actionHeaders(baseURL!, { 'content-type': 'multipart/form-data; boundary=----edge' }), data: 'no parts here at all' });
    expect(multipart.status()).toBe(400);
    const noBoundary = await request.post(inquiryPage, { headers: actionHeaders(baseURL!, { 'content-type': 'multipart/form-data' }), data: '--x\r\n\r\n--x--\r\n' });
    expect(noBoundary.status()).toBe(400);
  });

  test('answers 415 for a media type the framework’s client never sends', async ({ request, baseURL }) => {
    const xml = await request.post(inquiryPage, { headers: actionHeaders(baseURL!, { 'content-type': 'application/xml' }), data: '<a/>' });
    expect(xml.status()).toBe(415);
  });

  test('answers 403 to another site’s origin, or an opaque one', async ({ request, baseURL }) => {
    for (const origin of ['https://evil.example', 'null', `${baseURL}.evil.example`]) {
      const response = await request.post(inquiryPage, { headers: actionHeaders(baseURL!, { origin }), data: '[]' });
      expect(response.status(), origin).toBe(403);
    }
  });

  test('still lets the page’s own post through, and the action answers one without its form', async ({ request, baseURL }) => {
    const response = await request.post(inquiryPage, { headers: actionHeaders(baseURL!), data: '["$undefined","$undefined"]' });
    expect(response.status()).toBe(200);
  });
});
