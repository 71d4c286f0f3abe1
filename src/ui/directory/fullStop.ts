/**
 * A sentence that ends with a name gets its full stop, unless the name already ends with one ("… unita a Bianchi
 * S.r.l." read "S.r.l..").
 */
export const withFullStop = (sentence: string): string => (/[.!?…]$/.test(sentence.trimEnd()) ? sentence.trimEnd() : `${sentence.trimEnd()}.`);
