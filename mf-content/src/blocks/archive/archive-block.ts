import { exposeBlock } from '@bank/shared-kit';
import { strings } from '../../i18n/strings';
import { Archive } from './Archive';
import { loadArchive } from './load-archive';

export default exposeBlock({ Component: Archive, load: loadArchive, strings });
