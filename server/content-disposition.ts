/**
 * The Content-Disposition header of every download (RFC 6266): the name as UTF-8 in
 * `filename*` (RFC 5987, so Hebrew and `€` arrive as written) and an ASCII `filename` for old
 * clients. Control characters (CR/LF), quotes and backslashes never reach the header, so a name
 * can neither break it nor add a parameter.
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const clean =
    fileName
      .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}"\\/]+/gu, '_')
      .trim()
      .slice(0, 200) || 'download';
  const ascii = clean.replace(/[^\w.()+, -]+/g, '_');
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
