import autocannon from 'autocannon';

// A block's place left empty in the page (shell/src/islands/island-content.tsx): a block the browser has to fill.
const EMPTY_BLOCK_PLACES = /<div class="bank-block"[^>]*data-block-id="[^"]*"[^>]*><\/div>/g;

/**
 * The page's bytes read as Latin-1: one flat, one-byte string made in one step, where the markers (all ASCII) are
 * found as in UTF-8 text. autocannon's own body is a UTF-8 string joined piece by piece, and scanning that joined
 * string cost the load generator more CPU per page than the page server spent rendering it (issue 24).
 */
const blocksLeftOut = (pieces) => [...Buffer.concat(pieces).toString('latin1').matchAll(EMPTY_BLOCK_PLACES)].length;

function pipelinedRequests(client) {
  if (typeof client.pipelinedRequests?.addBody !== 'function' || typeof client.pipelinedRequests.peek !== 'function')
    throw new Error('autocannon no longer keeps bodies in pipelinedRequests.addBody: see load-run.mjs');
  return client.pipelinedRequests;
}

/**
 * autocannon turns every answer's body into a string (httpClient's addBody), whether anything reads it or not: for
 * compressed pages that is most of its CPU, four times what nginx spends serving the page, and it made the load
 * generator the limit of the nginx table. A client set up with this keeps no body; the server's work is the same.
 */
function keepNoBody(client) {
  pipelinedRequests(client).addBody = () => {};
}

/** A client set up with this keeps each answer's body as the pieces of bytes it came in (blocksLeftOut), not as text. */
function keepBodyBytes(client) {
  const requests = pipelinedRequests(client);
  requests.addBody = (piece) => {
    const request = requests.peek();
    if (!request) return;
    // autocannon starts every body as '' and hands it to onResponse as it is.
    if (!Array.isArray(request.body)) request.body = [];
    request.body.push(piece);
  };
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
    ...(acceptEncoding ? { headers: { 'accept-encoding': acceptEncoding }, setupClient: keepNoBody } : { setupClient: keepBodyBytes }),
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
          if (!acceptEncoding && Array.isArray(body) && blocksLeftOut(body) > 0) pages.emptyPlaceInHtml += 1;
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
