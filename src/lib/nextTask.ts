/**
 * Resolves in a new task, letting the browser handle input and paint first. A message channel
 * rather than a timer, because nested timers are held back to 4 ms each.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
