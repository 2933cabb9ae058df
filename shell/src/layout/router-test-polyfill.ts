// react-router reads TextEncoder at import; jsdom does not provide it. Imported first by tests that render links.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
