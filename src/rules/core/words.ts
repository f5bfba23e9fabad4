// Small words every system's log and sheets share. Pure.

/** "1 card", "3 cards". */
export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/**
 * The indefinite article by sound: "a Coupe", "an Explosives Truck", "an Armored Car", "a 4x4
 * Truck", "an 8-ball". A name that carries its own article ("The Truck") is left as it is.
 */
export function withArticle(name: string): string {
  if (/^the\s/i.test(name)) return name;
  const vowelSound = /^(8|11\b|18\b|[aeiou])/i.test(name) && !/^(uni|use|usu|uti|eu|one\b|once\b)/i.test(name);
  return `${vowelSound ? 'an' : 'a'} ${name}`;
}
