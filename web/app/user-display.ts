/** First letter of each word of the name, upper case; 'U' when there is none. */
export function initialsOf(name: string | null | undefined): string {
  const letters = (name ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return letters || 'U';
}

/** The role with its first letter capitalised ('driver' → 'Driver', 'EMT' stays 'EMT'). */
export const capitalise = (role: string) => role.charAt(0).toUpperCase() + role.slice(1);
