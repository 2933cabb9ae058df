import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CONTENT_TIMEOUT_MS } from '../../shared-kit/src/content-client/content-client';

/** How the content API misbehaves for the paths a test picks. */
export type ContentFault = 'error-500' | 'slow' | 'html-error-page' | 'truncated-json';

export const CONTENT_FAULTS: readonly ContentFault[] = ['error-500', 'slow', 'html-error-page', 'truncated-json'];

/** Past the content client's own timeout, so the client gives up first. */
const SLOW_ANSWER_MS = CONTENT_TIMEOUT_MS + 2_000;

interface Rule {
  path: RegExp;
  answer: (request: http.IncomingMessage, response: http.ServerResponse) => void;
}

function faultAnswer(fault: ContentFault): Rule['answer'] {
  return (_request, response) => {
    if (fault === 'error-500') {
      response.writeHead(500, { 'Content-Type': 'application/json' }).end('{"message":"Internal Server Error"}');
    } else if (fault === 'html-error-page') {
      response.writeHead(502, { 'Content-Type': 'text/html' }).end('<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>');
    } else if (fault === 'truncated-json') {
      // The connection drops mid-body: fewer bytes arrive than the answer announced.
      const part = Buffer.from('{"data":{"type":"node--page","attributes":{"title":"Кре');
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(part.length * 4) });
      response.write(part, () => response.destroy());
    } else {
      const timer = setTimeout(() => response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}'), SLOW_ANSWER_MS);
      response.on('close', () => clearTimeout(timer));
    }
  };
}

/**
 * A content host in front of the stand-in: it forwards every call (with the shell's credentials) and
 * answers the paths a test names with a fault or with the stand-in's answer altered. `stop()` takes it down while the
 * site runs, as a stopped stand-in would be.
 */
export async function startFakeContentHost(upstream: string) {
  const rules: Rule[] = [];
  // Every request that reached this host, as it arrived: what the site let through its edge.
  const received: { method: string; url: string }[] = [];
  const server = http.createServer((request, response) => {
    received.push({ method: request.method ?? '', url: request.url ?? '' });
    const rule = rules.find(({ path }) => path.test(decodeURIComponent(request.url ?? '')));
    if (rule) return rule.answer(request, response);
    forward(request, response);
  });
  function forward(request: http.IncomingMessage, response: http.ServerResponse, alter?: (body: unknown) => unknown) {
    const forwarded = http.request(new URL(request.url ?? '/', upstream), { method: request.method, headers: request.headers }, (answer) => {
      if (!alter) {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = JSON.stringify(alter(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
        response.writeHead(answer.statusCode ?? 502, { 'Content-Type': 'application/json' }).end(body);
      });
    });
    forwarded.on('error', () => response.writeHead(502).end());
    request.pipe(forwarded);
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    fail(path: RegExp, fault: ContentFault) {
      rules.push({ path, answer: faultAnswer(fault) });
    },
    /** The stand-in's own answer, changed by `alter` on its way (hostile menus for one shell only). */
    alterJson(path: RegExp, alter: (body: unknown) => unknown) {
      rules.push({ path, answer: (request, response) => forward(request, response, alter) });
    },
    /** The stand-in's answer to `path`, held until `release()`: a block's data that answers when the test says. */
    hold(path: RegExp) {
      const waiting: Array<() => void> = [];
      let released = false;
      rules.push({
        path,
        answer: (request, response) => (released ? forward(request, response) : waiting.push(() => forward(request, response))),
      });
      return {
        /** How many reads are held now. */
        held: () => waiting.length,
        release() {
          released = true;
          for (const answer of waiting.splice(0)) answer();
        },
      };
    },
    /** The stand-in's answer to `path`, `ms` late. */
    delay(path: RegExp, ms: number) {
      rules.push({ path, answer: (request, response) => setTimeout(() => forward(request, response), ms) });
    },
    heal() {
      rules.length = 0;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
