import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The copy written beside each file, by the encoding a client asks for it in (Accept-Encoding / Content-Encoding). */
export const COMPRESSED_COPIES = { br: '.br', gzip: '.gz' };

/** What a browser fetches as text; anything under a kilobyte is left as it is (its headers weigh as much). */
const COMPRESSED_FILES = /\.(js|css|json|svg)$/;
const SMALLEST_BYTES = 1024;

/**
 * Browser builds: each script and style is also written compressed beside itself (`.br`, `.gz`), once per build, at
 * the levels no server can afford per request (Brotli 11, gzip 9: 10–15 % fewer bytes than the Brotli 4 and gzip 1
 * the servers used). The shell's server and serve-remote send these files as they are (@fastify/static
 * `preCompressed`), nginx its `.gz` (`gzip_static`): a page's scripts cost its server no compression.
 */
export class PrecompressedAssetsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PrecompressedAssetsPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // The stage of compression: after minifying, with every chunk (the remote entry too) written.
        { name: PrecompressedAssetsPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async () => {
          const compressible = compilation.getAssets().filter(({ name, source }) => COMPRESSED_FILES.test(name) && source.size() >= SMALLEST_BYTES);
          await Promise.all(
            compressible.map(async ({ name, source }) => {
              const bytes = source.buffer();
              const [brotli, gzipped] = await Promise.all([
                brotliCompress(bytes, {
                  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
                }),
                gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
              ]);
              compilation.emitAsset(name + COMPRESSED_COPIES.br, new sources.RawSource(brotli));
              compilation.emitAsset(name + COMPRESSED_COPIES.gzip, new sources.RawSource(gzipped));
            }),
          );
        },
      );
    });
  }
}
