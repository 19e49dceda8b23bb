/** kebab-case of a title: "Cats & Dogs Zoo" -> "cats-dogs-zoo", "Pirate's" -> "pirates". */
export function toKebabCase(name: string): string {
  return name
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
