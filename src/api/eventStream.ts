// A reader of `text/event-stream` bodies (the WHATWG server-sent events format) for streams read with `fetch`:
// EventSource cannot send the Authorization header, and fetch keeps token refresh with the app's client.

export type ServerSentEvent = { readonly event: string; readonly id: string | null; readonly data: string };

/** Parses complete events out of `buffer`; returns them and what is left (an unfinished event). */
export const parseEvents = (buffer: string): { events: ServerSentEvent[]; rest: string } => {
  const events: ServerSentEvent[] = [];
  const normalised = buffer.replace(/\r\n?/g, '\n');
  const blocks = normalised.split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    let id: string | null = null;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      // Comment lines (`: ping`) keep the connection alive and carry nothing.
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'id') id = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) events.push({ event, id, data: data.join('\n') });
  }
  return { events, rest };
};

/** Reads `body` to its end, calling `onEvent` for each event; resolves when the server ends the stream. */
export const readEventStream = async (body: ReadableStream<Uint8Array>, onEvent: (event: ServerSentEvent) => void): Promise<void> => {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      const parsed = parseEvents(buffer + decoder.decode(value, { stream: true }));
      buffer = parsed.rest;
      for (const event of parsed.events) onEvent(event);
    }
  } finally {
    reader.releaseLock();
  }
};
