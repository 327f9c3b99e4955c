import path from 'node:path';

/**
 * Import direction of the workspace: packages → themes → apps.
 * Each workspace folder gets the @mise packages it must never import; everything
 * else is allowed as long as it is declared in its package.json (pnpm enforces that).
 */
/** @param {...string} names */
const pkgs = (...names) => names.flatMap((name) => [name, `${name}/*`]);
// @mise/api is matched by a regex below: a gitignore-style group could not re-allow its testing entry.
const APPS = ['@mise/app-*'];
const THEMES = ['@mise/theme-*'];

/** @param {string} group @param {string} name */
function forbiddenFor(group, name) {
  if (group === 'packages') {
    const extra = {
      // ui is presentational: it gets data through props, never from the store or the API.
      ui: pkgs('@mise/store', '@mise/api-client', '@mise/storefront'),
      // validation is shared with the API server, so it stands on yup alone.
      validation: pkgs('@mise/api-client', '@mise/store', '@mise/ui', '@mise/storefront'),
      'api-client': pkgs('@mise/store', '@mise/ui', '@mise/storefront'),
      store: pkgs('@mise/ui', '@mise/storefront'),
    };
    return [...THEMES, ...APPS, ...(extra[name] ?? [])];
  }
  if (group === 'themes') {
    // A theme may use the packages but never another theme, and reads data only through the
    // storefront's store, never the API client itself.
    return [...THEMES, ...pkgs(`!@mise/theme-${name}`), ...APPS, ...pkgs('@mise/api-client')];
  }
  if (group === 'apps') {
    if (name === 'api') {
      return [...THEMES, '@mise/app-*', ...pkgs('@mise/ui', '@mise/store', '@mise/storefront')];
    }
    // apps/theme-<t> mounts themes/<t> and nothing from its sibling themes or apps.
    const theme = name.replace(/^theme-/, '');
    return [...THEMES, ...pkgs(`!@mise/theme-${theme}`), ...APPS];
  }
  return [];
}

/**
 * Options for ESLint's no-restricted-imports in the workspace folder `root`
 * (for example /repo/packages/ui); `tests` for its test files.
 * @param {string} root
 * @param {{ tests?: boolean }} [options]
 */
export function restrictedImports(root, { tests = false } = {}) {
  const group = path.basename(path.dirname(root));
  const name = path.basename(root);
  const forbidden = forbiddenFor(group, name);
  const patterns = [
    {
      // Reaching into another workspace folder by path skips its public exports.
      regex: '^(\\.\\./)+(packages|themes|apps|tooling)/',
      message: 'Import other workspace folders by package name (@mise/...), not by relative path.',
    },
  ];
  if (forbidden.includes('@mise/app-*')) {
    patterns.push({
      // Integration tests of the packages run the real API (and a real OpenID provider)
      // in-process through its testing entries.
      regex: tests ? '^@mise/api(/(?!testing(-oidc)?$).*)?$' : '^@mise/api(/.*)?$',
      message: `${group}/${name} may not import the API server: talk to it through @mise/api-client.`,
    });
  }
  if (forbidden.length > 0) {
    patterns.push({
      group: forbidden,
      message: `${group}/${name} may not import this: imports flow packages → themes → apps, ui never uses the store, themes never import each other or the API client.`,
    });
  }
  return { patterns };
}
