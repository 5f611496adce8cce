// Lists written as a sentence says them: "a", "a and b", "a, b and c". The engine's working, the
// widgets and the site write every list of years, plans or dates this way. A plain loop: a partner's
// page may have replaced Array methods.

export function listInWords(items: readonly string[]): string {
  let text = '';
  for (let index = 0; index < items.length; index += 1) {
    const separator = index === 0 ? '' : index === items.length - 1 ? ' and ' : ', ';
    text += separator + items[index];
  }
  return text;
}
