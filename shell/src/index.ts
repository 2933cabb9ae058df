// The async boundary lets the federation runtime settle shared singletons before any of them runs
// (federation recipe, pitfall 1).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
