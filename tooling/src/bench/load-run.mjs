import autocannon from 'autocannon';

// A block's place left empty in the page (shell/src/islands/island-content.tsx): `<div class="bank-block" … data-block-id="…"></div>`,
// a block the browser has to fill. Its parts are ASCII: found in the page's UTF-8 bytes as they are.
const BLOCK_PLACE = Buffer.from('<div class="bank-block"');
const BLOCK_ID = Buffer.from('data-block-id="');
const EMPTY_PLACE_END = Buffer.from('></div>');
const TAG_END = '>'.charCodeAt(0);

/**
 * How many block places the page's bytes leave empty, searched in the bytes themselves (Buffer.indexOf) instead of
 * in a string made of them: at 64 connections that page-sized string (a copy of /uk's 131 KB per answer) filled the
 * load generator's young generation every few dozen answers, and its collections and the scan cost it 0.3–0.8 ms
 * per page on the cores the page server needs (issue 24).
 */
function blocksLeftOut(pieces) {
  const page = Buffer.concat(pieces);
  let empty = 0;
  for (let place = page.indexOf(BLOCK_PLACE); place !== -1; place = page.indexOf(BLOCK_PLACE, place + BLOCK_PLACE.length)) {
    const tagEnd = page.indexOf(TAG_END, place);
    if (tagEnd === -1) break;
    const hasId = page.subarray(place, tagEnd).includes(BLOCK_ID);
    if (hasId && page.subarray(tagEnd, tagEnd + EMPTY_PLACE_END.length).equals(EMPTY_PLACE_END)) empty += 1;
  }
  return empty;
}

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
