import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How a page server answers, per the contract between the page server and nginx (shell/README.md):
 * a whole page says `X-Page-Complete: yes`; a page short of a block says `no` with `Cache-Control: no-store`;
 * a failed render is a 503 with `Retry-After`; `unmarked` says neither.
 */
export type PageAnswer = 'whole' | 'short' | 'unmarked' | 'failed';

/**
 * Page servers that answer as the contract says, for nginx's page cache to be tested against the contract
 * alone. Every page says which render it is (`render 3 of /uk/x`); the renders of each path are counted.
 */
export async function startPageServerStandIns(count: number) {
  let answer: PageAnswer = 'whole';
  let delayMs = 0;
  const renders = new Map<string, number>();
  const servers = await Promise.all(
    Array.from({ length: count }, async () => {
      const server = http.createServer((request, response) => {
        const path = request.url ?? '/';
        const render = (renders.get(path) ?? 0) + 1;
        renders.set(path, render);
        const send = () => {
          if (answer === 'failed') {
            response.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '5' });
            response.end('<h1>Сторінка тимчасово недоступна</h1>');
            return;
          }
          const headers: Record<string, string> = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' };
          if (answer === 'whole') headers['X-Page-Complete'] = 'yes';
          if (answer === 'short') Object.assign(headers, { 'X-Page-Complete': 'no', 'Cache-Control': 'no-store' });
          response.writeHead(200, headers).end(`<!doctype html><h1>render ${render} of ${path}</h1>`);
        };
        if (delayMs > 0) setTimeout(send, delayMs);
        else send();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return server;
    }),
  );
  const stop = (index: number) =>
    new Promise<void>((resolve) => {
      const server = servers[index];
      if (!server?.listening) return resolve();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return {
    addresses: servers.map((server) => `127.0.0.1:${(server.address() as AddressInfo).port}`),
    answer(next: PageAnswer, { delay = 0 } = {}) {
      answer = next;
      delayMs = delay;
    },
    renders: (path: string) => renders.get(path) ?? 0,
    /** One page server goes down (its port refuses connections). */
    stop,
    stopAll: () => Promise.all(servers.map((_server, index) => stop(index))),
  };
}
