import { PAGES } from '../seed/all-pages.mjs';
import { localise } from '../languages.mjs';

function findPage(language, alias) {
  return PAGES.find((page) => (page.alias[language] ?? page.alias.uk) === alias);
}

function withLanguage(language, alias) {
  return alias === '/' ? `/${language}` : `/${language}${alias}`;
}

/** GET /{lang}/jsonapi/wise/requestssr?url=/{lang}{path}&range=0|1 — a whole page with its blocks. */
export default async function pages(app) {
  app.get('/:lang/jsonapi/wise/requestssr', async (request, reply) => {
    const { lang } = request.params;
    const url = String(request.query.url ?? '');
    const alias = url.replace(new RegExp(`^/${lang}(?=/|$)`), '') || '/';
    const page = findPage(lang, alias);
    if (!page) return reply.code(404).send({ message: 'Page not found' });
    const local = localise(page, lang);
    return {
      data: {
        type: 'node--page',
        id: page.key,
        attributes: {
          title: local.title,
          body: { value: local.body, processed: local.body },
          path: { alias: withLanguage(lang, alias) },
          field_meta_description: local.description,
        },
      },
      blocks: local.blocks,
      breadcrumbs: (local.breadcrumbs ?? []).map((crumb) => ({ ...crumb, url: crumb.url && withLanguage(lang, crumb.url) })),
      alternate: { uk: withLanguage('uk', page.alias.uk), ru: withLanguage('ru', page.alias.ru) },
    };
  });
}
