/** A failed call to the content host, carrying the server's own message. */
export class ContentError extends Error {
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.name = 'ContentError';
    this.status = status;
  }
}
