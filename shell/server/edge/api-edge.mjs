import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyRateLimit from '@fastify/rate-limit';
import { allowedCall } from '@bank/tooling/edge/api-calls.mjs';
import { ABUSE_LIMITS, ABUSE_WINDOW_SECONDS, SMS_PER_PHONE } from '@bank/tooling/edge/abuse-limits.mjs';
import { createContentCalls } from './content-calls.mjs';
import { credentialedReplyOptions } from './credentialed-proxy.mjs';
import { createHumanCheck } from './human-check.mjs';
import { registerFormRoutes } from './form-routes.mjs';
import { registerReportRoutes } from './report-route.mjs';
import { guardStateChangingCalls } from './state-changing-calls.mjs';
import { ukrainianPhone } from './ukrainian-phone.mjs';
import { createVisitorProofs } from './visitor-proofs.mjs';

const REQUEST_HEADERS_PASSED = ['accept', 'accept-language', 'content-type', 'content-length', 'if-none-match', 'if-modified-since'];

class TooManyAttempts extends Error {
  constructor(retryAfterSeconds) {
    super('Too many attempts');
    this.statusCode = 429;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

function notFound(reply) {
  return reply.code(404).header('Cache-Control', 'no-store').send({ message: 'Not found' });
}

/**
 * `/api` as the browser sees it: the calls of tooling/src/edge/api-calls.mjs and nothing else. Every
 * other path or method is answered 404 here, before anything reaches the content host. Calls that name
 * a limit count against it per client address; the shell's own routes (form sends, SMS, newsletter,
 * reports) check what the browser sends before the bank's call leaves with the credentials.
 */
export async function registerApiEdge(app, settings, { formRules }) {
  await app.register(fastifyRateLimit, { global: false });
  const limiters = Object.fromEntries(
    Object.entries(ABUSE_LIMITS).map(([name, { perMinute }]) => [
      name,
      app.rateLimit({
        max: perMinute * settings.limitFactor,
        timeWindow: ABUSE_WINDOW_SECONDS * 1000,
        groupId: name,
        errorResponseBuilder: (_request, context) => new TooManyAttempts(Math.ceil(context.ttl / 1000)),
      }),
    ]),
  );
  // Counted once the body is read and its number found valid (form-routes.mjs): one phone, however it is written.
  // A counter of its own: rateLimit's handlers run once per request, and the address's already ran.
  const countPhone = app.createRateLimit({
    max: SMS_PER_PHONE.perMinute * settings.limitFactor,
    timeWindow: ABUSE_WINDOW_SECONDS * 1000,
    keyGenerator: (request) => ukrainianPhone(request.body?.phone) ?? '',
  });
  const limitPhone = async (request) => {
    const count = await countPhone(request);
    if (count.isExceeded) throw new TooManyAttempts(count.ttlInSeconds);
  };

  app.decorateRequest('apiCall', null);
  // The browser reads content with forced cache: a failed answer kept there would come back on every
  // retry and every later visit, long after the content host has recovered.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/')) return payload;
    if (reply.statusCode >= 400) reply.header('Cache-Control', 'no-store');
    // An answer opened as a page is downloaded, never rendered (ASVS 14.4.2); the newsletter's page for a form sent without script is a page.
    if (String(reply.getHeader('content-type') ?? '').startsWith('application/json')) reply.header('Content-Disposition', 'attachment; filename="api.json"');
    return payload;
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.url !== '/api' && !request.url.startsWith('/api/')) return;
    const call = allowedCall(request.method, request.url.slice('/api'.length));
    if (!call) return notFound(reply);
    // Checked before the body is read; a body without a length is read against the route's own limit.
    if (Number(request.headers['content-length'] ?? 0) > call.maxBodyKb * 1024 || (call.via === 'content' && request.headers['transfer-encoding'])) {
      return reply.code(413).header('Cache-Control', 'no-store').send({ message: 'The request body is too large' });
    }
    request.apiCall = call;
  });

  const limitCall = async (request, reply) => {
    const limit = request.apiCall?.limit;
    if (limit) await limiters[limit](request, reply);
  };

  const proofs = createVisitorProofs(settings);
  const context = {
    settings,
    formRules,
    limitCall,
    limitPhone,
    proofs,
    callContentHost: createContentCalls(settings),
    verifyHumanCheck: createHumanCheck(settings.humanCheck),
  };
  await registerFormRoutes(app, context);
  await registerReportRoutes(app, context);

  // The browser never holds the content host's credentials: this proxy adds them. The browser's
  // cookies and headers stay here; the content host's cookies stay there.
  const guardStateChange = guardStateChangingCalls(settings, proofs);
  await app.register(fastifyHttpProxy, {
    upstream: settings.contentHost,
    prefix: '/api',
    rewritePrefix: '',
    preHandler: async (request, reply) => {
      if (request.apiCall?.via !== 'content') return notFound(reply);
      const refused = await guardStateChange(request, reply);
      if (refused) return refused;
      await limitCall(request, reply);
    },
    replyOptions: credentialedReplyOptions(settings, REQUEST_HEADERS_PASSED),
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof TooManyAttempts) {
      return reply
        .code(429)
        .header('Retry-After', String(error.retryAfterSeconds))
        .header('Cache-Control', 'no-store')
        .send({ message: error.message, retryAfterSeconds: error.retryAfterSeconds });
    }
    // Malformed JSON, a body over its limit, a bad content type: the visitor's request, not our failure.
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).header('Cache-Control', 'no-store').send({ message: error.message });
    }
    console.error(`edge: ${request.method} ${request.url.split('?')[0]} failed`, error);
    return reply.code(502).header('Cache-Control', 'no-store').send({ message: 'The bank did not answer' });
  });
}
