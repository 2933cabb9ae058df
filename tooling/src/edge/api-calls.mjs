/**
 * The `/api` allowlist: every call the site makes, with its methods, and nothing else. The shell's node
 * proxy reads it (shell/server/edge/) and nginx's `/api` locations are generated from it
 * (`npm run edge:nginx`, deploy/nginx/api-locations.inc.template); a test fails when the two differ.
 *
 * Sources: section 7 of both specs, and the calls whose transport path the specs leave unshown but
 * the site makes (shared-kit's content reads, each remote's src/api/): experts (user/user), years,
 * the bank's named operations through proxyrequest, the broker, the affiliate postback, routing.
 *
 * `path` is matched against the raw path after `/api`, undecoded: a segment is letters, digits, `_`
 * and `-` only, so no encoded slash, dot segment or other escape can reach another path.
 * `query` names the parameters a call must carry and what their value may be: such a call carries each once, in no
 * other spelling (the content host's PHP decodes names and takes the last of several), and no other parameter; the
 * edges forward only what they checked.
 * `methods: ['GET']` lets HEAD through too, as nginx's `limit_except GET` does.
 * `via: 'edge'` calls are answered by the shell's own routes (human check, limits, idempotency, the
 * choices the browser does not make), never passed through as they are; `via: 'content'` calls are
 * forwarded to the content host with its credentials.
 * `changesState`: a call passed to the content host that changes something there. The shell's edge makes it only for the
 * site's own pages (never another site's image, form or script, never as a HEAD) and, where `ownOrder` names the
 * parameter carrying an order id, only for an order a form send answered this visitor with; so nginx sends these to
 * the page servers, not to the content host.
 * `limit` names the abuse limit (abuse-limits.mjs) a call counts against, per client address.
 * `maxBodyKb`: the largest body the call takes (DEFAULT_BODY_KB unless it says).
 */

/** JSON bodies of a few fields: rates dates, calculator inputs, codes, an email, a report. */
export const DEFAULT_BODY_KB = 16;
/** A form send carries its files as data URLs (forms spec 3.2): a few files of a few MB. */
export const FORM_SEND_BODY_KB = 12 * 1024;

const LANG = '(?:uk|ru|en)';
const NAME = '[A-Za-z0-9_-]+';
// A slider's machine name, as the content system makes them: lowercase.
const SLIDER = '[a-z0-9_-]+';

// The named backend operations the remotes call through proxyrequest (mf-rates, mf-calculators, mf-content).
export const PROXY_READ_METHODS = [
  'GetExchangeRate',
  'GetExchangeNBU',
  'GetExchangeRateCard',
  'GetDepositsTable',
  'GetQuestions',
  'GetAnswers',
  'GetCitiesForProduct',
  'CalculateCredit',
  'CalculateDeposit',
  'CalculateCreditCard',
  'CalculateMortgage',
  'CalculateUniversal',
  'GetPartnerBranch',
  'GetPartnerManager',
];
// The form operations (form=true): the email confirmations of mf-forms and the deposit secret code.
export const PROXY_FORM_METHODS = ['CheckMail', 'ConfirmEmailComplaint', 'GetSecretCode'];

// Named calls under wise/ that are not sliders: a GET to one of them is never taken for a slider read. Compared
// lowercase: the content host's router lowercases the path (Drupal's RouteProvider), so `Sendtobroker` is sendtobroker.
const WISE_NAMED = [
  'requestssr',
  'gmappins',
  'getpGetinformap',
  'search',
  'search-product',
  'proxyrequest',
  'webform',
  'send-sms-api-bank',
  'sendtobroker',
  'affiliate-postback',
];

const read = (name, path, extra = {}) => ({ name, methods: ['GET'], path, via: 'content', ...extra });

export const API_CALLS = [
  read('nodes', `/${LANG}/jsonapi/node/${NAME}(?:/${NAME})?`),
  read('taxonomy terms', `/${LANG}/jsonapi/taxonomy_term/${NAME}(?:/${NAME})?`),
  read('block content', `/${LANG}/jsonapi/block_content/${NAME}(?:/${NAME})?`),
  read('blocks by region', `/${LANG}/jsonapi/block/block`),
  read('view mode', `/${LANG}/jsonapi/entity-view-mode/node/${NAME}/${NAME}`),
  read('file', `/${LANG}/jsonapi/file/file/${NAME}`),
  read('menu', `/${LANG}/entity/menu/${NAME}/tree`),
  read('paragraph', `/${LANG}/jsonapi/paragraph/${NAME}/${NAME}`),
  read('page', `/${LANG}/jsonapi/wise/requestssr`),
  read('form elements', `/${LANG}/webform_rest/${NAME}/elements`),
  read('map pins', `/${LANG}/jsonapi/wise/gmappins`, { query: { branch: '[0-3]' } }),
  read('cities', `/${LANG}/jsonapi/wise/getpGetinformap`, { query: { JSONFolder: 'city-list' } }),
  read('search', `/${LANG}/jsonapi/wise/search`, { limit: 'search' }),
  read('product search', `/${LANG}/jsonapi/wise/search-product`, { limit: 'search' }),
  read('slider', `/${LANG}/jsonapi/wise/(?!(?:${WISE_NAMED.map((name) => name.toLowerCase()).join('|')})$)${SLIDER}`),
  read('years', `/${LANG}/jsonapi/years/${NAME}/list`),
  read('experts', `/${LANG}/jsonapi/user/user(?:/${NAME})?`),
  read('route', `/route/v1/(?:walking|driving)/[0-9.,;-]+`),
  {
    name: 'bank operation',
    methods: ['POST'],
    path: `/${LANG}/jsonapi/wise/proxyrequest`,
    query: { method: `(?:${PROXY_READ_METHODS.join('|')})` },
    via: 'content',
  },
  {
    name: 'form operation',
    methods: ['POST'],
    path: `/${LANG}/jsonapi/wise/proxyrequest`,
    query: { method: `(?:${PROXY_FORM_METHODS.join('|')})`, form: 'true' },
    via: 'content',
    changesState: true,
    limit: 'codeCheck',
  },
  read('broker', `/${LANG}/jsonapi/wise/sendtobroker`, {
    query: { numberApp: '[0-9]{1,20}' },
    changesState: true,
    ownOrder: 'numberApp',
    limit: 'formSend',
  }),
  read('affiliate postback', `/${LANG}/jsonapi/wise/affiliate-postback`, { changesState: true, ownOrder: 'orderId', limit: 'formSend' }),
  {
    name: 'form send',
    methods: ['POST'],
    path: `/${LANG}/jsonapi/wise/webform`,
    query: { _format: 'json' },
    via: 'edge',
    limit: 'formSend',
    maxBodyKb: FORM_SEND_BODY_KB,
  },
  {
    name: 'form second step',
    methods: ['PATCH'],
    path: `/${LANG}/jsonapi/wise/webform/${NAME}/submission/${NAME}`,
    query: { _format: 'json' },
    via: 'edge',
    limit: 'formSend',
    maxBodyKb: FORM_SEND_BODY_KB,
  },
  { name: 'sms send', methods: ['POST'], path: '/sms-code', via: 'edge', limit: 'smsSend' },
  { name: 'sms check', methods: ['POST'], path: '/sms-code/check', via: 'edge', limit: 'codeCheck' },
  { name: 'newsletter', methods: ['POST'], path: `/${LANG}/newsletter`, via: 'edge', limit: 'newsletter' },
  { name: 'remote usage report', methods: ['POST'], path: '/reports/remote-usage', via: 'edge', limit: 'report' },
  { name: 'csp report', methods: ['POST'], path: '/reports/csp', via: 'edge', limit: 'report' },
];

for (const call of API_CALLS) call.maxBodyKb ??= DEFAULT_BODY_KB;

const compiled = API_CALLS.map((call) => ({
  call,
  path: new RegExp(`^${call.path}$`),
  query: Object.entries(call.query ?? {}).map(([name, value]) => [name, new RegExp(`^${value}$`)]),
}));

const allows = (methods, method) => methods.includes(method) || (method === 'HEAD' && methods.includes('GET'));

/** The query carries exactly the checked parameters, each once and as named, each with a value it may have. */
function carriesOnly(checked, query) {
  const names = [...query.keys()];
  return names.length === checked.length && checked.every(([name, value]) => query.getAll(name).length === 1 && value.test(query.get(name) ?? ''));
}

/**
 * The call a request under `/api` makes, or null when it is not on the list. `rawUrl` is the URL after
 * `/api` as the browser sent it (path undecoded, with its query).
 */
export function allowedCall(method, rawUrl) {
  const queryStart = rawUrl.indexOf('?');
  const path = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
  const query = new URLSearchParams(queryStart === -1 ? '' : rawUrl.slice(queryStart + 1));
  const found = compiled.find(
    (entry) => allows(entry.call.methods, method) && entry.path.test(path) && (entry.query.length === 0 || carriesOnly(entry.query, query)),
  );
  return found?.call ?? null;
}
