/**
 * The one file of a multipart/form-data body (the web app's `upload()` helper sends FormData with
 * a field `file`). Small on purpose: one body already held in memory (size-limited by the route),
 * the first part that has a filename wins; the part's own Content-Type is the declared type.
 */
export function fileFromMultipart(
  body: Buffer,
  contentType: string,
): { type: string; bytes: Buffer } | null {
  const m = /boundary=(?:"([^"]{1,70})"|([^;\s]{1,70}))/i.exec(contentType);
  const boundary = m?.[1] ?? m?.[2];
  if (!boundary) return null;
  const delimiter = Buffer.from(`\r\n--${boundary}`, 'latin1');
  // The first delimiter has no leading CRLF; prefix one so every delimiter looks the same.
  const data = Buffer.concat([Buffer.from('\r\n', 'latin1'), body]);
  let at = data.indexOf(delimiter);
  while (at !== -1) {
    const start = at + delimiter.length;
    if (data.toString('latin1', start, start + 2) === '--') return null; // closing delimiter
    const next = data.indexOf(delimiter, start);
    if (next === -1) return null;
    const part = data.subarray(start + 2, next); // skip the CRLF after the delimiter
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd === -1) return null;
    const headers = part.toString('latin1', 0, headerEnd);
    if (/^content-disposition:.*;\s*filename=/im.test(headers)) {
      const type = /^content-type:\s*([^;\r\n]+)/im.exec(headers)?.[1]?.trim().toLowerCase() ?? '';
      return { type, bytes: part.subarray(headerEnd + 4) };
    }
    at = next;
  }
  return null;
}
