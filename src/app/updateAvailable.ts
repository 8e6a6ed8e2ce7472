/** A newer version of the site is installed and waiting; the layout offers to switch to it. */
type Apply = () => void;

let pendingUpdate: Apply | null = null;
const listeners = new Set<() => void>();

export function offerUpdate(apply: Apply): void {
  pendingUpdate = apply;
  listeners.forEach((listener) => listener());
}

export function dismissUpdate(): void {
  pendingUpdate = null;
  listeners.forEach((listener) => listener());
}

export function subscribeToUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function pendingUpdateSnapshot(): Apply | null {
  return pendingUpdate;
}
