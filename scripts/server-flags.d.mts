/** The `--flags` between `node` and the script in the package.json script `name` (default "start"). */
export declare function serverNodeFlags(name?: string): string[];
