import { DEFAULT_BODY_KB } from '@bank/tooling/edge/api-calls.mjs';
import { refuseCrossSite } from './same-origin.mjs';

const REPORT_BODY_LIMIT = DEFAULT_BODY_KB * 1024;
const MAX_ENTRIES = 50;
const MAX_TEXT_CHARS = 500;
const TEXT = /^[\w.@:/+-]{1,200}$/;

const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One used or failed remote as the shell reports it: short strings only, nothing else kept. */
function entryOf(value) {
  if (!isRecord(value)) return null;
  const entry = {};
  for (const [key, field] of Object.entries(value)) {
    if (!/^[A-Za-z]{1,20}$/.test(key)) return null;
    if (Array.isArray(field)) {
      if (field.length > MAX_ENTRIES || !field.every((item) => typeof item === 'string' && TEXT.test(item))) return null;
    } else if (typeof field === 'string') {
      // A failure's reason from the federation runtime carries its arguments and runs long: clipped, the report still counts.
      entry[key] = field.slice(0, MAX_TEXT_CHARS);
      continue;
    } else if (field !== null && typeof field !== 'number' && typeof field !== 'boolean') {
      return null;
    }
    entry[key] = field;
  }
  return entry;
}

/** A report as the shell sends it (shell/src/federation/remote-usage-report.ts), or null. */
function validReport(body) {
  if (!isRecord(body) || !Array.isArray(body.used) || !Array.isArray(body.failures)) return null;
  if (body.used.length > MAX_ENTRIES || body.failures.length > MAX_ENTRIES) return null;
  const used = body.used.map(entryOf);
  const failures = body.failures.map(entryOf);
  if ([...used, ...failures].includes(null)) return null;
  const page = typeof body.page === 'string' && body.page.length <= 500 ? body.page : undefined;
  return { page, used, failures };
}

/**
 * The shell's remote usage and failure reports: accepted as a POST of a bounded, validated body and
 * handed to the collector with the credentials. Nothing under /api reads them back.
 */
export async function registerReportRoutes(app, { settings, limitCall, callContentHost }) {
  // The shell's own pages send it; another site's would fill the collector with what it likes.
  app.post('/api/reports/remote-usage', { bodyLimit: REPORT_BODY_LIMIT, preHandler: [refuseCrossSite(settings), limitCall] }, async (request, reply) => {
    const report = validReport(request.body);
    if (!report) return reply.code(400).header('Cache-Control', 'no-store').send({ message: 'A report has "used" and "failures" lists of remotes' });
    const answer = await callContentHost('POST', '/reports/remote-usage', { json: report });
    return reply
      .code(answer.status === 204 || answer.status === 200 ? 204 : 502)
      .header('Cache-Control', 'no-store')
      .send();
  });

  // CSP violation reports (report-uri and the Reporting API): one line each in the server's log, as JSON, so a
  // report's text (which anyone may send) can never start a line of its own that reads like the server's.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/csp-report', 'application/reports+json'],
      { parseAs: 'string', bodyLimit: REPORT_BODY_LIMIT },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(body));
        } catch {
          done(Object.assign(new Error('A report is JSON'), { statusCode: 400 }));
        }
      },
    );
    scope.post('/api/reports/csp', { bodyLimit: REPORT_BODY_LIMIT, preHandler: limitCall }, async (request, reply) => {
      const reports = Array.isArray(request.body) ? request.body.map((entry) => entry?.body) : [request.body?.['csp-report']];
      for (const report of reports.filter(isRecord).slice(0, 10)) {
        const field = (...names) => String(names.map((name) => report[name]).find((value) => value !== undefined) ?? '').slice(0, 200);
        const violation = {
          directive: field('effectiveDirective', 'effective-directive', 'violated-directive'),
          blocked: field('blockedURL', 'blocked-uri'),
          page: field('documentURL', 'document-uri'),
        };
        console.warn(`csp: ${JSON.stringify(violation)}`);
      }
      return reply.code(204).header('Cache-Control', 'no-store').send();
    });
  });
}
