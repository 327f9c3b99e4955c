/**
 * A login's user agent and IP address as the login history shows them: the device and browser
 * in everyday Japanese terms, and the address only partly, so that a shoulder-surfer learns
 * little while the member can still tell a login of their own from someone else's.
 */

type Rule = { test: RegExp; name: string };

const DEVICES: Rule[] = [
  { test: /iPad/, name: 'iPad' },
  { test: /iPhone|iPod/, name: 'iPhone' },
  { test: /Android.*Mobile/, name: 'Androidスマートフォン' },
  { test: /Android/, name: 'Androidタブレット' },
  { test: /Windows Phone/, name: 'Windows Phone' },
  { test: /Windows/, name: 'Windowsパソコン' },
  { test: /CrOS/, name: 'Chromebook' },
  { test: /Macintosh|Mac OS X/, name: 'Mac' },
  { test: /Linux/, name: 'Linuxパソコン' },
];

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
const BROWSERS: Rule[] = [
  { test: /Edg(e|A|iOS)?\//, name: 'Microsoft Edge' },
  { test: /OPR\/|Opera/, name: 'Opera' },
  { test: /SamsungBrowser\//, name: 'Samsung Internet' },
  { test: /Line\//, name: 'LINEアプリ内ブラウザ' },
  { test: /HeadlessChrome\//, name: 'Chrome（自動操作）' },
  { test: /Chrome\/|CriOS\//, name: 'Google Chrome' },
  { test: /Firefox\/|FxiOS\//, name: 'Firefox' },
  { test: /Safari\//, name: 'Safari' },
  { test: /MSIE|Trident\//, name: 'Internet Explorer' },
];

/** 'Windowsパソコン / Google Chrome'; '不明な端末' when nothing is recognised. */
export function describeUserAgent(userAgent: string): string {
  const ua = userAgent.trim();
  if (!ua) return '不明な端末';
  const device = DEVICES.find((rule) => rule.test.test(ua))?.name;
  const browser = BROWSERS.find((rule) => rule.test.test(ua))?.name;
  if (!device && !browser) return 'その他の端末・アプリ';
  return [device ?? '不明な端末', browser ?? '不明なブラウザ'].join(' / ');
}

/**
 * 203.0.113.45 → 203.0.*.*; 2001:db8:85a3::8a2e:370:7334 → 2001:db8:****; an IPv4 address
 * inside IPv6 (::ffff:203.0.113.45) is shown as IPv4.
 */
export function maskIp(ip: string): string {
  const value = ip.trim();
  if (!value) return '―';
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/i.exec(value);
  if (v4) return `${v4[1]}.${v4[2]}.*.*`;
  if (value.includes(':')) {
    const groups = value.split(':').filter(Boolean);
    return groups.length > 2 ? `${groups.slice(0, 2).join(':')}:****` : '****';
  }
  return '***';
}

/** How the member logged in. */
export const LOGIN_METHODS: Record<string, string> = {
  password: 'パスワード',
  mfa: 'パスワード＋確認コード',
  oauth: '外部サービス連携',
  reminder: 'パスワード再設定',
  registration: '会員登録',
  sync: 'アカウント連携',
};
