import type { CookieJar } from '@mise/store';

// The browser's cookies as js-cookie 3 reads and writes them (same encoding), in a few lines of
// its own: every page's first script needs them, and js-cookie was most of a kilobyte of it.
const decode = (value: string) => value.replace(/(%[\dA-F]{2})+/gi, decodeURIComponent);

function readCookie(name: string): string | undefined {
  for (const part of document.cookie ? document.cookie.split('; ') : []) {
    const [key = '', ...rest] = part.split('=');
    let value = rest.join('=');
    try {
      if (decodeURIComponent(key) !== name) continue;
      if (value.startsWith('"')) value = value.slice(1, -1);
      return decode(value);
    } catch {
      // A cookie of another script with a malformed name or value: not one of ours.
    }
  }
  return undefined;
}

function writeCookie(name: string, value: string, attributes: string): void {
  const key = encodeURIComponent(name)
    .replace(/%(2[346B]|5E|60|7C)/g, decodeURIComponent)
    .replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const encoded = encodeURIComponent(value).replace(
    /%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g,
    decodeURIComponent,
  );
  document.cookie = `${key}=${encoded}${attributes}`;
}

/** The browser's cookies (same names the SSR server reads). */
export function browserCookies(): CookieJar {
  return {
    get: readCookie,
    set: (name, value, options) => {
      const expires = options?.maxAgeSeconds
        ? `; expires=${new Date(Date.now() + options.maxAgeSeconds * 1000).toUTCString()}`
        : '';
      const secure = window.location.protocol === 'https:' ? '; secure' : '';
      writeCookie(name, value, `; path=/; sameSite=lax${secure}${expires}`);
    },
    remove: (name) =>
      writeCookie(name, '', `; path=/; expires=${new Date(Date.now() - 86_400_000).toUTCString()}`),
  };
}

/**
 * The request's cookies on the SSR server; what the store sets or removes while rendering
 * is answered as Set-Cookie headers (Secure when the page came over https, as the browser's
 * own are).
 */
export function requestCookies(
  cookieHeader: string | undefined,
  { secure = false }: { secure?: boolean } = {},
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
      const flags = `${options?.httpOnly ? '; HttpOnly' : ''}${secure ? '; Secure' : ''}`;
      outgoing.set(
        name,
        `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax${maxAge}${flags}`,
      );
    },
    remove: (name) => {
      values.delete(name);
      outgoing.set(name, `${name}=; Path=/; Max-Age=0; SameSite=Lax`);
    },
    setCookieHeaders: () => [...outgoing.values()],
  };
}
