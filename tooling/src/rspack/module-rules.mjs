/**
 * TypeScript/TSX through rspack's builtin swc, CSS Modules scoped per package. The server build only
 * needs class names (exportsOnly); its HTML links the browser build's CSS, so both must name classes alike.
 * @param {{ cssPrefix: string, server?: boolean }} settings
 * @returns {import('@rspack/core').RuleSetRule[]}
 */
export function moduleRules({ cssPrefix, server = false }) {
  return [
    {
      test: /\.tsx?$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2020',
        },
      },
      type: 'javascript/auto',
    },
    {
      test: /\.module\.css$/,
      type: 'css/module',
      parser: { namedExports: false },
      generator: { localIdentName: `${cssPrefix}-[local]-[hash:5]`, exportsOnly: server },
    },
    {
      test: /\.css$/,
      exclude: /\.module\.css$/,
      type: 'css',
      generator: { exportsOnly: server },
    },
  ];
}
