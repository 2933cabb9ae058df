import { menuTree } from '../seed/menus.mjs';

/** GET /{lang}/entity/menu/{menu}/tree */
export default async function menus(app) {
  app.get('/:lang/entity/menu/:menu/tree', async (request, reply) => {
    const tree = menuTree(request.params.menu, request.params.lang);
    if (!tree) return reply.code(404).send({ message: `Menu ${request.params.menu} does not exist` });
    return tree;
  });
}
