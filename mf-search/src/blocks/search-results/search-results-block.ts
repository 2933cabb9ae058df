import { exposeBlock } from '@bank/shared-kit';
import { SearchResults } from './SearchResults';
import { loadSearchResults } from './load-search-results';

export default exposeBlock({ Component: SearchResults, load: loadSearchResults });
