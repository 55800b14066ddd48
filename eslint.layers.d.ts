/** Types of eslint.layers.js, for the server's SQL ownership test (apps/server/test). */
export declare const tableOwners: Record<string, string[]>;
export declare const readJoins: Record<string, string[]>;
export declare const moduleDeps: Record<string, string[]>;
export declare const providerTables: string[];
export declare const outsideDeps: Record<'http' | 'jobs' | 'seed', string[]>;
