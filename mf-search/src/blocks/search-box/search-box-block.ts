import { exposeBlock } from '@bank/shared-kit';
import { SearchBox } from './SearchBox';
import { loadSearchBox } from './load-search-box';

export default exposeBlock({ Component: SearchBox, load: loadSearchBox });
