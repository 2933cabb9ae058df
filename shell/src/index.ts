import { afterFirstPaint, firstScreenScripts, preloadScripts, readPageScripts } from './page/page-scripts';

// The server's HTML paints first; then every script the first screen needs is requested at once.
// The async boundary lets the federation runtime settle shared singletons before any of them runs
// (federation recipe, pitfall 1).
afterFirstPaint(document, () => {
  preloadScripts(document, firstScreenScripts(document, readPageScripts(document)));
  void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
});
