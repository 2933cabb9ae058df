import { afterFirstPaint, preloadScripts, readPageScripts } from './page/page-scripts';

// The server's HTML paints first; then every script of the page is requested at once.
// The async boundary lets the federation runtime settle shared singletons before any of them runs
// (federation recipe, pitfall 1).
afterFirstPaint(document, () => {
  preloadScripts(document, readPageScripts(document));
  void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
});
