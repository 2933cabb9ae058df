import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseCookie, stringifySetCookie } from 'cookie';

// A proof lives as long as the step it opens: the broker button under an answer, a form sent after its SMS check.
const ORDER_PROOF = { cookie: 'bank_order', lifetimeMs: 60 * 60 * 1000 };
const PHONE_PROOF = { cookie: 'bank_checked_phone', lifetimeMs: 30 * 60 * 1000 };

/**
 * What the edge tells a visitor's browser it has checked, so that a later call can rely on it: the order id a
 * form send's answer gave this visitor (the broker takes only that one) and the phone whose SMS code this
 * visitor typed right (a form that asks for the SMS check is sent only for that phone). Each is a cookie of
 * the value, its expiry and an HMAC of both with the edge's key: the browser holds it, only the edge can make it.
 */
export function createVisitorProofs({ proofKey, secure }) {
  const signature = (proof, value, expires) => createHmac('sha256', proofKey).update(`${proof.cookie}\n${value}\n${expires}`).digest('base64url');

  const issue = (proof, value, now) => {
    const expires = now + proof.lifetimeMs;
    return stringifySetCookie({
      name: proof.cookie,
      value: `${value}.${expires}.${signature(proof, value, expires)}`,
      path: '/api',
      httpOnly: true,
      secure,
      sameSite: 'strict',
      maxAge: proof.lifetimeMs / 1000,
    });
  };

  const proven = (proof, request, now) => {
    const [value, expires, given = ''] = String(parseCookie(request.headers.cookie ?? '')[proof.cookie] ?? '').split('.');
    if (!value || !(Number(expires) > now)) return null;
    const expected = Buffer.from(signature(proof, value, expires));
    const actual = Buffer.from(given);
    return actual.length === expected.length && timingSafeEqual(actual, expected) ? value : null;
  };

  return {
    /** @param {string} orderId @returns {string} a Set-Cookie value */
    orderProof: (orderId, now = Date.now()) => issue(ORDER_PROOF, orderId, now),
    /** The order id this visitor was given, or null. */
    provenOrder: (request, now = Date.now()) => proven(ORDER_PROOF, request, now),
    /** @param {string} phone the normalised digits, 380XXXXXXXXX */
    phoneProof: (phone, now = Date.now()) => issue(PHONE_PROOF, phone, now),
    /** The phone whose code this visitor typed right, or null. */
    provenPhone: (request, now = Date.now()) => proven(PHONE_PROOF, request, now),
  };
}
