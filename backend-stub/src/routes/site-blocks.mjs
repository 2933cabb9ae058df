import { localise } from '../languages.mjs';
import { BASIC_BLOCKS, PUSH_BLOCKS, REGION_BLOCKS } from '../seed/shell-blocks.mjs';

const BLOCK_CONTENT = { push: PUSH_BLOCKS, basic: BASIC_BLOCKS };

function blockContentResource(type, { id, ...attributes }, language) {
  return { type: `block_content--${type}`, id, attributes: localise(attributes, language) };
}

/**
 * GET /{lang}/jsonapi/block_content/{type}[/{id}] — the push block (notifications) and the basic block
 * (chat switch); GET /{lang}/jsonapi/block/block?filter[region][value]={region} — blocks placed in a region.
 */
export default async function siteBlocks(app) {
  app.get('/:lang/jsonapi/block_content/:type', async (request, reply) => {
    const blocks = BLOCK_CONTENT[request.params.type];
    if (!blocks) return reply.code(404).send({ message: `Block type ${request.params.type} does not exist` });
    return { data: blocks.map((block) => blockContentResource(request.params.type, block, request.params.lang)) };
  });

  app.get('/:lang/jsonapi/block_content/:type/:id', async (request, reply) => {
    const block = BLOCK_CONTENT[request.params.type]?.find((candidate) => candidate.id === request.params.id);
    if (!block) return reply.code(404).send({ message: 'Block not found' });
    return { data: blockContentResource(request.params.type, block, request.params.lang) };
  });

  app.get('/:lang/jsonapi/block/block', async (request) => {
    const region = request.query['filter[region][value]'];
    const placed = REGION_BLOCKS.filter((block) => !region || block.region === region);
    return {
      data: placed.map(({ id, ...attributes }) => ({ type: 'block--block', id, attributes: localise(attributes, request.params.lang) })),
    };
  });
}
