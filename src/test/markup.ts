/**
 * An element's markup in a form two renders can be compared by (the look-alikes of decision 015 against Mantine's
 * components): tags, attributes sorted by name, the text of leaf elements; `id` left out (each render has its own).
 */
export function comparableMarkup(element: Element): string {
  const attributes = [...element.attributes]
    .filter((a) => a.name !== 'id')
    .map((a) => `${a.name}=${JSON.stringify(a.value)}`)
    .sort()
    .join(' ');
  const text = element.children.length ? '' : (element.textContent ?? '');
  return `<${element.tagName.toLowerCase()} ${attributes}>${text}${[...element.children].map(comparableMarkup).join('')}</>`;
}

/** `comparableMarkup` of every element of a rendered container. */
export function containerMarkup(container: Element): string {
  return [...container.children].map(comparableMarkup).join('');
}
