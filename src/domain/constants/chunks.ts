/** A lazily loaded script chunk that has not arrived after this long is reported as failed (spec §8, §9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
