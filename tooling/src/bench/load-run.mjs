import autocannon from 'autocannon';

// A block's place left empty in the page (shell/src/islands/island-content.tsx): a block the browser has to fill.
const EMPTY_BLOCK_PLACES = /<div class="bank-block"[^>]*data-block-id="[^"]*"[^>]*><\/div>/g;

const blocksLeftOut = (html) => [...html.matchAll(EMPTY_BLOCK_PLACES)].length;

/**
 * autocannon turns every answer's body into a string (httpClient's addBody), whether anything reads it or not: for
 * compressed pages that is most of its CPU, four times what nginx spends serving the page, and it made the load
 * generator the limit of the nginx table. A client set up with this keeps no body; the server's work is the same.
 */
function keepNoBody(client) {
  if (typeof client.pipelinedRequests?.addBody !== 'function')
    throw new Error('autocannon no longer keeps bodies in pipelinedRequests.addBody: see load-run.mjs');
  client.pipelinedRequests.addBody = () => {};
}

/**
 * Load on one page with autocannon: `connections` requests always in flight, for `seconds` or until `amount`
 * requests. Besides requests per second and latency, each answer is checked for a page short of a block: by the
 * page server's word (X-Page-Complete: no, or no word at all) and by its HTML (an empty block place). With
 * `acceptEncoding` the requests ask as a browser does and every answer is judged by the server's word alone: its
 * body is not even kept (keepNoBody), as unpacking and reading it would make the load generator the limit.
 * @param {string} url
 * @param {{ connections: number, seconds?: number, amount?: number, acceptEncoding?: string }} load
 */
export async function loadRun(url, { connections, seconds = 10, amount, acceptEncoding }) {
  const pages = { whole: 0, saidShort: 0, unmarked: 0, emptyPlaceInHtml: 0 };
  const result = await autocannon({
    url,
    connections,
    ...(amount ? { amount } : { duration: seconds }),
    ...(acceptEncoding ? { headers: { 'accept-encoding': acceptEncoding }, setupClient: keepNoBody } : {}),
    requests: [
      {
        method: 'GET',
        onResponse(status, body, _context, headers) {
          if (status !== 200) return;
          // Header names as the server wrote them: HTTP reads them in any case.
          const said = Object.entries(headers).find(([name]) => name.toLowerCase() === 'x-page-complete')?.[1];
          if (said === 'yes') pages.whole += 1;
          else if (said === 'no') pages.saidShort += 1;
          else pages.unmarked += 1;
          if (!acceptEncoding && blocksLeftOut(body) > 0) pages.emptyPlaceInHtml += 1;
        },
      },
    ],
  });
  return {
    requests: result.requests.total,
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // autocannon counts a timeout as an error too.
    errors: result.errors + result.non2xx,
    pages,
  };
}
