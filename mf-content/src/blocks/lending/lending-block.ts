import { exposeBlock } from '@bank/shared-kit';
import { strings } from '../../i18n/strings';
import { Lending } from './Lending';
import { loadLending } from './load-lending';

export default exposeBlock({ Component: Lending, load: loadLending, strings });
