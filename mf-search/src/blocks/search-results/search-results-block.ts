import { exposeBlock } from '@bank/shared-kit';
import { strings } from '../../i18n/strings';
import { SearchResults } from './SearchResults';
import { loadSearchResults } from './load-search-results';

export default exposeBlock({ Component: SearchResults, load: loadSearchResults, strings });
