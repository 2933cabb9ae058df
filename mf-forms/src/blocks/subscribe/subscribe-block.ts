import { exposeBlock } from '@bank/shared-kit';
import { strings } from '../../i18n/strings';
import { Subscribe } from './Subscribe';
import { loadSubscribe } from './load-subscribe';

export default exposeBlock({ Component: Subscribe, load: loadSubscribe, strings });
