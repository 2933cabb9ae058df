// What the shell and every remote share, identically (federation recipe, pitfalls 2 and 3):
// deep imports are separate share keys, and shared-kit itself must be one instance.
const singleton = { singleton: true };

export const sharedSingletons = {
  react: singleton,
  'react/jsx-runtime': singleton,
  'react-dom': singleton,
  'react-dom/client': singleton,
  effector: singleton,
  'effector-react': singleton,
  'react-router-dom': singleton,
  'single-spa': singleton,
  '@bank/shared-kit': singleton,
};
