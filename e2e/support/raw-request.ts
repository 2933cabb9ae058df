import http from 'node:http';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The body as it came over the line (still compressed, when it was). */
  bytes: Buffer;
}

/**
 * One request as a hostile client sends it: the path exactly as written (no URL normalising, so encoded
 * traversal arrives as typed), any Host header, any method, any body.
 */
export function rawRequest(
  origin: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    // A connection of its own for each: a probe that announced more body than it sent must not stall the next.
    const request = http.request(
      { host: hostname, port, agent: false, method: options.method ?? 'GET', path: options.path, headers: options.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: bytes.toString('utf8'), bytes });
        });
      },
    );
    // A server may refuse an oversized body before reading it and close: its answer, when one came, is what counts.
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') setTimeout(() => resolve({ status: 0, headers: {}, body: '', bytes: Buffer.alloc(0) }), 3_000);
      else reject(error);
    });
    // A server that never answers is a finding, not a hung test.
    request.setTimeout(20_000, () => {
      request.destroy();
      resolve({ status: 0, headers: {}, body: 'no answer in 20 s', bytes: Buffer.alloc(0) });
    });
    request.end(options.body);
  });
}
