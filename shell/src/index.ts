import { afterFirstPaint, firstScreenScripts, preloadScripts, readPageScripts } from './page/page-scripts';
import { nextTask } from './islands/next-task';

// The server's HTML paints first; then every script the first screen needs is requested at once.
// The async boundary lets the federation runtime settle shared singletons before any of them runs
// (federation recipe, pitfall 1). The start-up code is evaluated in stages, each in a task of its
// own, so that a phone's main thread is never held for the whole of it: React, effector, the shared
// kit, effector's React bindings, then the app.
const stages = [
  () => import('react-dom/client'),
  () => import('effector'),
  () => import('@bank/shared-kit'),
  () => import('effector-react'),
];

afterFirstPaint(document, async () => {
  preloadScripts(document, firstScreenScripts(document, readPageScripts(document)));
  await nextTask(window);
  for (const stage of stages) {
    await stage();
    await nextTask(window);
  }
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
});
