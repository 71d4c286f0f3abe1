// Types of scripts/format-schema.mjs, for the drift test that calls its pure functions.
export declare const SCHEMA_FILE: string;
export declare const PRESERVE_CASE_FILE: string;
export declare const PERMISSIONS_FILE: string;
export declare const CONTRACT_FILE: string;
export declare const formatSchema: (generated: string) => string;
export declare const preserveCaseModule: (doc: unknown) => string;
export declare const permissionsModule: (doc: unknown) => string;
