/** The word for `count` things: in English and Spanish the singular is for exactly one. */
export const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** An English possessive: "Ledgerline's", and "Causeway Labs'" for a name that ends in s. */
export const possessive = (name: string) => (/s$/i.test(name) ? `${name}'` : `${name}'s`);
