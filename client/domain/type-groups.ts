/**
 * The provider's type groups (WebID, SPEC "type groups") that are dwellings: 1 house (villa, farm…)
 * and 2 apartment. The one home of this set: the renovation notice, the room counts a dwelling
 * always has, and the rent-advert rule (a home let as a main residence) all read it.
 */
export const DWELLING_WEB_IDS: readonly number[] = [1, 2];

/** Whether a type group is a dwelling. */
export const isDwelling = (typeGroup: number): boolean => DWELLING_WEB_IDS.includes(typeGroup);
