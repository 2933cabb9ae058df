import { localise } from '../languages.mjs';
import { EXPERTS, NODES, PARAGRAPHS, SLIDERS, VIEW_MODES, nodeAlias } from '../seed/content-nodes.mjs';
import { findTerm, TERMS } from '../seed/content-terms.mjs';

// Content reads of the shell spec section 7: nodes, terms, view modes, years, paragraphs, sliders, users.

const termResource = (term, language) => ({
  type: `taxonomy_term--${term.vocabulary}`,
  id: term.id,
  attributes: { name: localise(term.name, language), weight: term.weight },
});

function expertResource(expert, language) {
  const local = localise(expert, language);
  return {
    type: 'user--user',
    id: expert.id,
    attributes: {
      display_name: `${local.name} ${local.surname}`,
      field_user_name: local.name,
      field_user_surname: local.surname,
      field_dosvid_roboty: local.experience,
      field_pro_avtora: { value: local.about, processed: local.about },
      field_sotsialni_merezhi: local.socials,
      user_picture: { url: local.picture.url, meta: { alt: `${local.name} ${local.surname}` }, width: local.picture.width, height: local.picture.height },
      path: { alias: `/${language}/experts/${expert.slug}` },
    },
  };
}

const relationIds = (node) => Object.entries(node.relations ?? {}).flatMap(([field, ids]) => [ids].flat().map((id) => ({ field, id })));

function nodeResource(node, language) {
  const local = localise(node, language);
  const relationships = {};
  for (const [field, ids] of Object.entries(node.relations ?? {})) {
    const refs = [ids].flat().map((id) => {
      const term = findTerm(id);
      return { type: term ? `taxonomy_term--${term.vocabulary}` : 'user--user', id };
    });
    relationships[field] = { data: Array.isArray(ids) ? refs : refs[0] };
  }
  return {
    type: `node--${node.type}`,
    id: node.id,
    attributes: {
      title: local.title,
      body: { value: local.body, processed: local.body },
      created: node.created,
      langcode: language,
      path: { alias: `/${language}${nodeAlias(node)}` },
      ...(node.weight !== undefined ? { weight: node.weight } : {}),
      ...(local.image ? { field_image: { url: local.image.url, meta: { alt: local.title }, width: local.image.width, height: local.image.height } } : {}),
      ...local.fields,
    },
    relationships,
  };
}

function included(nodes, language) {
  const seen = new Map();
  for (const { id } of nodes.flatMap(relationIds)) {
    if (seen.has(id)) continue;
    const term = findTerm(id);
    const expert = EXPERTS.find((item) => item.id === id);
    if (term) seen.set(id, termResource(term, language));
    else if (expert) seen.set(id, expertResource(expert, language));
  }
  return [...seen.values()];
}

const filterValue = (query, name) => query[`filter[${name}]`];

const sortValue = (node, field) => (field === 'created' ? Date.parse(node.created) : (node[field] ?? 0));

/** JSON:API sort: fields separated by commas, each descending with a leading minus, the first deciding first. */
function jsonApiOrder(sort) {
  const keys = sort
    .split(',')
    .filter(Boolean)
    .map((key) => ({ field: key.replace(/^-/, ''), direction: key.startsWith('-') ? -1 : 1 }));
  return (a, b) => {
    for (const { field, direction } of keys) {
      const difference = sortValue(a, field) - sortValue(b, field);
      if (difference !== 0) return direction * difference;
    }
    return 0;
  };
}

/** The listing rules of shared-kit's listingQuery: filters, year, sort (before the page window) and page window. */
function selectNodes(type, query, language) {
  let nodes = NODES.filter((node) => node.type === type);
  for (const [key, value] of Object.entries(query)) {
    const match = /^filter\[(\w+)\.(id|name)\]$/.exec(key);
    if (!match) continue;
    const [, field, by] = match;
    nodes = nodes.filter((node) =>
      [node.relations?.[field] ?? []].flat().some((id) => (by === 'id' ? id === value : localise(findTerm(id)?.name, language) === value)),
    );
  }
  const reportsYear = filterValue(query, 'field_reports_year');
  if (reportsYear) nodes = nodes.filter((node) => node.fields?.field_reports_year === reportsYear);
  if (query['filter[year][condition][operator]'] === 'BETWEEN') {
    const from = Number(query['filter[year][condition][value][0]']) * 1000;
    const to = Number(query['filter[year][condition][value][1]']) * 1000;
    nodes = nodes.filter((node) => Date.parse(node.created) >= from && Date.parse(node.created) <= to);
  }
  nodes = [...nodes].sort(jsonApiOrder(String(query.sort ?? '-created')));
  const count = nodes.length;
  const offset = Number(query['page[offset]'] ?? 0);
  const limit = Number(query['page[limit]'] ?? 50);
  return { count, page: nodes.slice(offset, offset + limit) };
}

function yearsOf(type) {
  const years = NODES.filter((node) => node.type === type).map((node) =>
    type === 'finance_reports' ? node.fields.field_reports_year : String(new Date(node.created).getUTCFullYear()),
  );
  return [...new Set(years)].sort((a, b) => Number(b) - Number(a));
}

export default async function content(app) {
  const knownType = (type) => NODES.some((node) => node.type === type);

  app.get('/:lang/jsonapi/node/:type', async (request, reply) => {
    const { lang, type } = request.params;
    if (!knownType(type)) return reply.code(404).send({ message: `Resource type node--${type} does not exist` });
    const { count, page } = selectNodes(type, request.query, lang);
    return { data: page.map((node) => nodeResource(node, lang)), meta: { count }, included: included(page, lang) };
  });

  app.get('/:lang/jsonapi/node/:type/:id', async (request, reply) => {
    const { lang, type, id } = request.params;
    const node = NODES.find((item) => item.type === type && item.id === id);
    if (!node) return reply.code(404).send({ message: 'Node not found' });
    return { data: nodeResource(node, lang), included: included([node], lang) };
  });

  app.get('/:lang/jsonapi/taxonomy_term/:vocabulary', async (request, reply) => {
    const { lang, vocabulary } = request.params;
    const terms = TERMS[vocabulary];
    if (!terms) return reply.code(404).send({ message: `Vocabulary ${vocabulary} does not exist` });
    return { data: terms.map((term) => termResource({ vocabulary, ...term }, lang)), meta: { count: terms.length } };
  });

  app.get('/:lang/jsonapi/taxonomy_term/:vocabulary/:id', async (request, reply) => {
    const { lang, vocabulary, id } = request.params;
    const term = (TERMS[vocabulary] ?? []).find((item) => item.id === id);
    if (!term) return reply.code(404).send({ message: 'Term not found' });
    return { data: termResource({ vocabulary, ...term }, lang) };
  });

  app.get('/:lang/jsonapi/entity-view-mode/node/:type/:mode', async (request, reply) => {
    const { type, mode } = request.params;
    const display = VIEW_MODES[mode];
    if (!display) return reply.code(404).send({ message: `View mode ${mode} does not exist` });
    return { data: { type: 'entity_view_mode--entity_view_mode', id: `node.${type}.${mode}`, attributes: display } };
  });

  app.get('/:lang/jsonapi/years/:type/list', async (request) => yearsOf(request.params.type));

  app.get('/:lang/jsonapi/paragraph/:type/:id', async (request, reply) => {
    const { lang, type, id } = request.params;
    const paragraph = (PARAGRAPHS[type] ?? []).find((item) => item.id === id);
    if (!paragraph) return reply.code(404).send({ message: 'Paragraph not found' });
    const { id: _id, ...attributes } = localise(paragraph, lang);
    return { data: { type: `paragraph--${type}`, id, attributes } };
  });

  app.get('/:lang/jsonapi/user/user', async (request) => {
    const { lang } = request.params;
    return { data: EXPERTS.map((expert) => expertResource(expert, lang)), meta: { count: EXPERTS.length } };
  });

  app.get('/:lang/jsonapi/user/user/:id', async (request, reply) => {
    const expert = EXPERTS.find((item) => item.id === request.params.id);
    if (!expert) return reply.code(404).send({ message: 'User not found' });
    return { data: expertResource(expert, request.params.lang) };
  });

  // Other areas register static paths under /:lang/jsonapi/wise/; fastify prefers those to this one.
  app.get('/:lang/jsonapi/wise/:slider', async (request, reply) => {
    const slides = SLIDERS[request.params.slider];
    if (!slides) return reply.code(404).send({ message: `Slider ${request.params.slider} does not exist` });
    return localise(slides, request.params.lang);
  });
}
