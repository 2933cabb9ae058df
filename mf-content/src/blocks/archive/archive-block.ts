import { exposeBlock } from '@bank/shared-kit';
import { Archive } from './Archive';
import { loadArchive } from './load-archive';

export default exposeBlock({ Component: Archive, load: loadArchive });
