import { exposeBlock } from '@bank/shared-kit';
import { strings } from '../../i18n/strings';
import { Configs } from './Configs';
import { loadConfigs } from './load-configs';

export default exposeBlock({ Component: Configs, load: loadConfigs, strings });
