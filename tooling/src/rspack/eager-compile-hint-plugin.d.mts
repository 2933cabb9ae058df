export declare const ALL_FUNCTIONS_CALLED_ON_LOAD: '//# allFunctionsCalledOnLoad\n';
export declare class EagerCompileHintPlugin {
  apply(compiler: unknown): void;
}
