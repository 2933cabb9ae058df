import fastifyFormbody from '@fastify/formbody';
import { refuseCrossSite } from './same-origin.mjs';

// The form holds one short path: anything longer is not the site's own form.
const NOTICE_FORM_BODY_LIMIT = 2 * 1024;

/**
 * The site notice's close sent without script (or before hydration): the same cookie the browser would set,
 * then 303 back to the page the form was on, which the server now renders without the notice. A page route,
 * not an /api call: it answers a page, and nothing reaches the content host.
 */
export async function registerNoticeRoute(app, settings, { noticeClosedCookie, noticeReturnPath, NOTICE_CLOSE_ACTION }) {
  await app.register(async (scope) => {
    await scope.register(fastifyFormbody, { bodyLimit: NOTICE_FORM_BODY_LIMIT });
    scope.post(NOTICE_CLOSE_ACTION, { bodyLimit: NOTICE_FORM_BODY_LIMIT, preHandler: refuseCrossSite(settings) }, async (request, reply) => {
      const returnTo = typeof request.body === 'object' && request.body !== null ? request.body.returnTo : undefined;
      return reply
        .code(303)
        .header('Set-Cookie', noticeClosedCookie(Date.now(), settings.secure))
        .header('Cache-Control', 'no-store')
        .header('Location', noticeReturnPath(returnTo))
        .send();
    });
  });
}
