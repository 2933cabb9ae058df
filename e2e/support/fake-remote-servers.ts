import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local server for failure tests: one that never answers, or one whose remote entry throws. */
export async function startFakeRemote(kind: 'hanging' | 'throwing'): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    if (kind === 'hanging') return;
    response.writeHead(200, { 'Content-Type': 'application/javascript' });
    response.end('throw new Error("this remote build is broken");');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
