import { findDocuments } from '../search/full-text.mjs';
import { pageDocuments, productDocuments } from '../search/search-documents.mjs';

const SEARCH_LANGUAGES = ['uk', 'ru'];

/**
 * The site search of the content system:
 *   GET /{lang}/jsonapi/wise/search?search_api_fulltext={text}  — pages and articles: [{ title, field_path, field_for_the }]
 *   GET /{lang}/jsonapi/wise/search-product?fulltext={text}      — products: the same plus field_description
 * Both answer 404 when there is no such search page: the text is missing, empty or only whitespace,
 * or the language is not uk or ru. No hits is a 200 with an empty list.
 */
export default async function search(app) {
  function answer(documents, parameter) {
    return async (request, reply) => {
      const { lang } = request.params;
      const text = typeof request.query[parameter] === 'string' ? request.query[parameter] : '';
      if (!SEARCH_LANGUAGES.includes(lang) || !text.trim()) return reply.code(404).send({ message: 'Search page not found' });
      return findDocuments(documents(lang), text).map((document) => document.row);
    };
  }
  app.get('/:lang/jsonapi/wise/search', answer(pageDocuments, 'search_api_fulltext'));
  app.get('/:lang/jsonapi/wise/search-product', answer(productDocuments, 'fulltext'));
}
