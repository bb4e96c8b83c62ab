/**
 * Resolves in a task of its own: what runs after `await nextTask()` is a new task, so the browser can paint and
 * handle input between the two halves (a MessageChannel message, which, unlike `setTimeout`, is not clamped).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}
