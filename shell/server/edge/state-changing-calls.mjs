import { refuseCrossSite } from './same-origin.mjs';

const refuse = (reply, status, reason, message) => reply.code(status).header('Cache-Control', 'no-store').send({ message, reason });

/**
 * A proxied call that changes something (`changesState` in tooling/src/edge/api-calls.mjs: the email confirmations and
 * the deposit secret code, the broker's hand-over and the affiliate conversion, GETs as the bank made them) is made by the site's own pages only, for the visitor's own order:
 * never by another site's image, form or script, never for an order id that was someone else's answer, never
 * as a HEAD (which the proxy would pass as a GET's twin).
 */
export function guardStateChangingCalls(settings, proofs) {
  const crossSite = refuseCrossSite(settings);
  return async (request, reply) => {
    const call = request.apiCall;
    if (!call.changesState) return undefined;
    if (request.method === 'HEAD')
      return refuse(reply.header('Allow', call.methods.join(', ')), 405, 'method', 'This call changes something: it is not made as a HEAD');
    await crossSite(request, reply);
    if (reply.sent) return reply;
    if (call.ownOrder && request.query[call.ownOrder] !== proofs.provenOrder(request)) {
      return refuse(reply, 403, 'order', 'This order was not given to this visitor');
    }
    return undefined;
  };
}
