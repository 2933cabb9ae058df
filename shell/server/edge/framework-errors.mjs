// Short and the same in every language: the request never named a page, so no language is known either.
const BAD_REQUEST_PAGE = `<!doctype html>
<html lang="uk">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>400</title></head>
<body>
<main>
<h1>400</h1>
<p>Некоректна адреса. <a href="/uk">На головну</a></p>
<p lang="ru">Некорректный адрес. <a href="/ru">На главную</a></p>
<p lang="en">This address is not valid. <a href="/en">Home page</a></p>
</main>
</body>
</html>
`;

/**
 * What the server answers when fastify itself refuses a request before any route or hook runs (a path it cannot
 * decode, `GET /uk/%`; a parameter over its length; a failed route constraint): fastify's own answer carried none
 * of the site's security headers and echoed the path. The site's 400 instead: its security headers, nothing of the
 * request in it, never kept by a cache. `useSecurityHeaders` takes the function that sets them, once it exists.
 */
export function siteFrameworkErrors() {
  /** @type {(reply: import('fastify').FastifyReply) => Promise<void>} */
  let setSecurityHeaders = async () => {};
  return {
    useSecurityHeaders: (set) => {
      setSecurityHeaders = set;
    },
    frameworkErrors: async (_error, _request, reply) => {
      await setSecurityHeaders(reply);
      return reply.code(400).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(BAD_REQUEST_PAGE);
    },
  };
}
