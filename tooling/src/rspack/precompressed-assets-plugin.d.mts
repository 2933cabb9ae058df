export declare const COMPRESSED_COPIES: { readonly br: '.br'; readonly gzip: '.gz' };
export declare class PrecompressedAssetsPlugin {
  apply(compiler: unknown): void;
}
