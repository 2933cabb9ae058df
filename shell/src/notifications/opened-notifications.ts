/** Items the visitor opened are remembered on the device and leave the list; the badge counts the rest. */
export function remainingNotifications<Item extends { id: string }>(items: Item[], opened: readonly string[]): Item[] {
  return items.filter((item) => !opened.includes(item.id));
}

export function withOpened(opened: readonly string[], id: string): string[] {
  return opened.includes(id) ? [...opened] : [...opened, id];
}

/** The ids kept on the device; anything unreadable counts as nothing opened. */
export function parseOpened(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}
