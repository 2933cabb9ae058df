import { exposeBlock } from '@bank/shared-kit';
import { strings } from '../../i18n/strings';
import { SearchBox } from './SearchBox';
import { loadSearchBox } from './load-search-box';

export default exposeBlock({ Component: SearchBox, load: loadSearchBox, strings });
