/**
 * What the content host says in its answers that a browser must not hear, whichever edge passes the answer on
 * (`/api` reads, `/files/`): a login prompt for the edge's own credentials, what software and version answer
 * behind the edge, its cookies, and cross-origin permissions for another site's pages to read the content
 * host's answers. Lowercase, as node's header objects name them; nginx's include is generated from this list
 * (`npm run edge:nginx`).
 */
export const WITHHELD_CONTENT_HOST_HEADERS = [
  'www-authenticate',
  'set-cookie',
  'server',
  'via',
  'x-powered-by',
  'x-generator',
  'x-drupal-cache',
  'x-drupal-dynamic-cache',
  'x-drupal-cache-tags',
  'x-drupal-cache-contexts',
  'x-drupal-cache-max-age',
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-allow-methods',
  'access-control-allow-headers',
  'access-control-expose-headers',
  'access-control-max-age',
];
