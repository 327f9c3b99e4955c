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
    // The one Storybook shows every theme in the shop's frame: it composes the packages and all
    // themes, like a shop with every look, but never another app or the API server.
    if (name === 'storybook') return [...APPS];
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

/** Where each workspace folder keeps its features, one subfolder each. */
const FEATURE_DIRS = {
  'packages/storefront': 'src/pages',
  'packages/store': 'src/slices',
  'packages/api-client': 'src/resources',
  'apps/api': 'src/routes',
};

/**
 * The feature folders of a workspace folder (bulletproof-react style): each subfolder of the
 * storefront's src/pages, the store's src/slices, the API client's src/resources and the API's
 * src/routes is one feature (account, cart, catalog, …: the same names in every layer). Code
 * several features use lives below them (the storefront's src/shared, the API's src/services and
 * src/schemas.ts, …), and what a feature offers the others it exports from its index.ts.
 * @param {string} root
 * @returns {{ dir: string } | null}
 */
export function featureFolders(root) {
  const dir = FEATURE_DIRS[`${path.basename(path.dirname(root))}/${path.basename(root)}`];
  return dir ? { dir: path.join(root, dir) } : null;
}

const INDEX = /^index\.(js|ts|tsx)$/;

/**
 * ESLint rule: a file of a feature folder <a>/ imports another feature <b>/ only through its
 * index (../<b>/index.js), never its internals. Options: { dir } of featureFolders.
 * @type {import('eslint').Rule.RuleModule}
 */
export const featureImportsRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Features import each other only through their index.ts' },
    schema: [
      {
        type: 'object',
        properties: { dir: { type: 'string' } },
        required: ['dir'],
        additionalProperties: false,
      },
    ],
    messages: {
      sideways:
        "'{{source}}' reaches into the internals of the feature '{{feature}}'. Import it from '{{feature}}/index.js' (export it there if other features compose it), or move code several features use down, below the feature folders.",
    },
  },
  create(context) {
    const { dir } = context.options[0];
    const own = path.relative(dir, context.filename).split(path.sep);
    // Only files inside a feature folder are checked.
    if (own.length < 2 || own[0] === '..' || path.isAbsolute(own[0])) {
      return {};
    }
    /** @param {import('estree').Node | null | undefined} node */
    const check = (node) => {
      if (node?.type !== 'Literal' || typeof node.value !== 'string') return;
      if (!node.value.startsWith('.')) return;
      const target = path
        .relative(dir, path.resolve(path.dirname(context.filename), node.value))
        .split(path.sep);
      if (target.length < 2 || target[0] === '..' || target[0] === own[0]) return;
      if (target.length === 2 && INDEX.test(target[1])) return;
      context.report({
        node,
        messageId: 'sideways',
        data: { source: node.value, feature: target[0] },
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
