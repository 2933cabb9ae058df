// One language of the dictionary, key -> text (tooling/src/rspack/dictionary-language-loader.mjs).
declare module '*?language=uk' {
  const strings: Record<string, string>;
  export default strings;
}
declare module '*?language=ru' {
  const strings: Record<string, string>;
  export default strings;
}
declare module '*?language=en' {
  const strings: Record<string, string>;
  export default strings;
}
