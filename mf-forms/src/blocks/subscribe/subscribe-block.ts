import { exposeBlock } from '@bank/shared-kit';
import { Subscribe } from './Subscribe';
import { loadSubscribe } from './load-subscribe';

export default exposeBlock({ Component: Subscribe, load: loadSubscribe });
