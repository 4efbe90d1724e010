// A BroadcastChannel kept to one test file. Node's reaches every worker thread of the process, so the news of other
// files' pages and sessions (payment holds, sign-outs), running beside a file, would reach that file and change it.
export class FileChannel extends EventTarget {
  private static readonly open = new Set<FileChannel>();
  onmessage: ((event: MessageEvent) => void) | null = null;

  constructor(readonly name: string) {
    super();
    FileChannel.open.add(this);
  }

  /** Delivers to every other open channel of the name, later, as a browser does. */
  postMessage(data: unknown): void {
    for (const channel of FileChannel.open) {
      if (channel === this || channel.name !== this.name) continue;
      queueMicrotask(() => channel.deliver(data));
    }
  }

  close(): void {
    FileChannel.open.delete(this);
  }

  private deliver(data: unknown): void {
    if (!FileChannel.open.has(this)) return;
    const event = new MessageEvent('message', { data });
    this.dispatchEvent(event);
    this.onmessage?.(event);
  }
}
