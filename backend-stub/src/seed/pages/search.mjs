import { SEARCH_ARTICLES } from '../search-articles.mjs';
import { SEARCH_PRODUCT_PAGES } from '../search-products.mjs';

// The articles and products the site search finds are real pages: every result link opens one.
export default [...SEARCH_ARTICLES, ...SEARCH_PRODUCT_PAGES];
