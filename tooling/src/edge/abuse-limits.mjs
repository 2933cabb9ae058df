/**
 * How many calls of a kind one client address may make per minute; the same numbers in the shell's
 * node server (@fastify/rate-limit: `perMinute` in a 60 s window) and in nginx (limit_req: a zone of
 * `perMinute`r/m with a burst of `perMinute - 1`, nodelay: the same count passes at once, then one per
 * 60/perMinute s). Each call of api-calls.mjs names the limit it counts against.
 */
export const ABUSE_LIMITS = {
  // Each SMS costs the bank money and reaches a stranger's phone (SMS pumping).
  smsSend: { perMinute: 3 },
  // SMS and email confirmation codes: four digits; an SMS code's three tries are counted per code (shell/server/edge/form-routes.mjs).
  codeCheck: { perMinute: 10 },
  formSend: { perMinute: 10 },
  newsletter: { perMinute: 5 },
  search: { perMinute: 30 },
  report: { perMinute: 30 },
};

export const ABUSE_WINDOW_SECONDS = 60;

/**
 * How many SMS one phone number may be sent per minute, from any address: SMS pumping spread over many
 * addresses still reaches one number no more often. The number is in the request's body, which nginx does not
 * read: the shell's node server counts it, per process (each cluster worker counts its own; nginx's zone holds
 * the per-address limit in production).
 */
export const SMS_PER_PHONE = { perMinute: 3 };
