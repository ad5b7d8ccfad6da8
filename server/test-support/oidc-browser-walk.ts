/**
 * Follows the provider's redirects the way a browser would (keeping its cookies) until the
 * provider sends the browser back to `returnTo`; answers that callback URL.
 */
export async function walkToCallback(authUrl: string, returnTo: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = new URL(authUrl);
  for (let hop = 0; hop < 12; hop++) {
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      cookies.set(name!.trim(), value.join('='));
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`The provider stopped at ${url.href} with ${response.status}: ${await response.text()}`);
    url = new URL(location, url);
    if (url.href.startsWith(returnTo)) return url;
  }
  throw new Error('Too many redirects at the provider');
}
