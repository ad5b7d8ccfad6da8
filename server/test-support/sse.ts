/** One Server-Sent Event as a test reads it: `id` when the event had one. */
export interface ReadEvent {
  event: string;
  data: unknown;
  id?: string;
}

/** Reads Server-Sent Events until `stop` says enough. */
export async function readEvents(response: Response, stop: (events: ReadEvent[]) => boolean) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: ReadEvent[] = [];
  let buffer = '';
  while (!stop(events)) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const event = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      const id = /^id: (.+)$/m.exec(block)?.[1];
      if (event && data) events.push({ event, data: JSON.parse(data), ...(id ? { id } : {}) });
    }
  }
  await reader.cancel();
  return events;
}
