/**
 * localStorage that never throws and never trusts what it reads: values may be missing, corrupt,
 * from an older version of the site, or written by something else entirely.
 */
export function readStored<T>(key: string, validate: (value: unknown) => T | undefined): T | undefined {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return undefined;
    return validate(JSON.parse(raw));
  } catch {
    return undefined;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Full or blocked storage only costs the convenience of restoring later.
  }
}
