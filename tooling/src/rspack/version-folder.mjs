// What a remote's version folder holds, apart from its browser build. Kept out of remote-config.mjs so that
// the release tools read it without loading rspack (seconds of start and exit for every CLI run).

/** Where the server build of a remote sits inside its version folder. */
export const SERVER_BUILD_FOLDER = 'server';

/** The file beside a remote version's mf-manifest.json that names the CMS block types it renders. */
export const BLOCK_TYPES_FILE = 'block-types.json';
