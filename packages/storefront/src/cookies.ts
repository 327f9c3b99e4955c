import Cookies from 'js-cookie';
import type { CookieJar } from '@mise/store';

/** The browser's cookies (same names the SSR server reads). */
export function browserCookies(): CookieJar {
  return {
    get: (name) => Cookies.get(name),
    set: (name, value, options) =>
      void Cookies.set(name, value, {
        path: '/',
        sameSite: 'lax',
        secure: window.location.protocol === 'https:',
        ...(options?.maxAgeSeconds ? { expires: options.maxAgeSeconds / 86_400 } : {}),
      }),
    remove: (name) => Cookies.remove(name, { path: '/' }),
  };
}

/**
 * The request's cookies on the SSR server; what the store sets or removes while rendering
 * is answered as Set-Cookie headers.
 */
export function requestCookies(
  cookieHeader: string | undefined,
): CookieJar & { setCookieHeaders: () => string[] } {
  const values = new Map<string, string>();
  for (const part of (cookieHeader ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    try {
      values.set(name, decodeURIComponent(part.slice(index + 1).trim()));
    } catch {
      values.set(name, part.slice(index + 1).trim());
    }
  }
  const outgoing = new Map<string, string>();
  return {
    get: (name) => values.get(name),
    set: (name, value, options) => {
      values.set(name, value);
      const maxAge = options?.maxAgeSeconds ? `; Max-Age=${options.maxAgeSeconds}` : '';
      outgoing.set(name, `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax${maxAge}`);
    },
    remove: (name) => {
      values.delete(name);
      outgoing.set(name, `${name}=; Path=/; Max-Age=0; SameSite=Lax`);
    },
    setCookieHeaders: () => [...outgoing.values()],
  };
}
