import { afterFirstPaint, firstScreenBlockScripts, readPageScripts, runScriptsEarly } from './page/page-scripts';
import { nextTask } from './islands/next-task';
import { priorityImageShown } from './page/priority-image';

// The server's HTML paints first, with its hero; then every script the first screen needs is requested at once.
// The async boundary lets the federation runtime settle shared singletons before any of them runs
// (federation recipe, pitfall 1). The start-up code is evaluated in stages, each in a task of its
// own, so that a phone's main thread is never held for the whole of it: React, effector, the shared
// kit, effector's React bindings, the two largest effector models (they make their units as they run; together
// they were half of the page tree's task), the page tree (router, layout and the other models), then the
// bootstrap that starts it. The models and the page tree are in the bootstrap's chunk (one name): their stages
// request nothing new, they evaluate what the page's scripts already brought.
const stages = [
  () => import('react-dom/client'),
  () => import('effector'),
  () => import('@bank/shared-kit'),
  () => import('effector-react'),
  () => import(/* webpackChunkName: "bootstrap" */ './notifications/notifications-model'),
  () => import(/* webpackChunkName: "bootstrap" */ './menus/menus-model'),
  () => import(/* webpackChunkName: "bootstrap" */ './routes/SiteApp'),
];

afterFirstPaint(document, async () => {
  await priorityImageShown(document);
  const scripts = readPageScripts(document);
  const shellScriptsRun = runScriptsEarly(document, scripts.shell);
  // Finding the blocks on the screen takes a layout: not in the same task as starting the shell's scripts.
  await nextTask(window);
  void runScriptsEarly(document, firstScreenBlockScripts(document, scripts), scripts.integrity);
  // The stages run modules whose scripts have run already: never in the task that compiled them.
  await shellScriptsRun;
  await nextTask(window);
  for (const stage of stages) {
    await stage();
    await nextTask(window);
  }
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
});
