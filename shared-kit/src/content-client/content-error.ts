/** A failed call to the content host, carrying the server's own message. */
export class ContentError extends Error {
  readonly status: number;
  /** Why the site's edge refused the call (`human-check`, `cross-site`...), when it says. */
  readonly reason: string | null;
  /** A 429's Retry-After, in seconds: when the visitor may try again. */
  readonly retryAfterSeconds: number | null;

  constructor(message: string, status: number, details: { reason?: string | null; retryAfterSeconds?: number | null } = {}) {
    super(message);
    this.name = 'ContentError';
    this.status = status;
    this.reason = details.reason ?? null;
    this.retryAfterSeconds = details.retryAfterSeconds ?? null;
  }
}
