/** TypeScript/TSX through rspack's builtin swc, CSS Modules scoped per package. */
export function moduleRules({ cssPrefix }) {
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
      generator: { localIdentName: `${cssPrefix}-[local]-[hash:5]` },
    },
    {
      test: /\.css$/,
      exclude: /\.module\.css$/,
      type: 'css',
    },
  ];
}
