import { afterEach, beforeEach, vi } from 'vitest';

/** jsdom has no EventSource: this one lets a test send the stream's events (stubEventSource). */
export class TestEventSource {
  static opened: TestEventSource[] = [];
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    TestEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {}
  send(type: string, data?: unknown) {
    this.listeners.get(type)?.forEach((listener) => listener(new MessageEvent(type, { data: JSON.stringify(data) })));
  }
}

/** Every test of the file gets TestEventSource as its EventSource, with none opened yet. */
export function stubEventSource(): void {
  beforeEach(() => {
    TestEventSource.opened = [];
    vi.stubGlobal('EventSource', TestEventSource);
  });
  afterEach(() => vi.unstubAllGlobals());
}
