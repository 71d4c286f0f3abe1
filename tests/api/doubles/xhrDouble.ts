/** One scripted answer of the XMLHttpRequest double: progress steps first, then the response. */
export type XhrScript = {
  readonly status: number;
  readonly body: unknown;
  readonly progress?: readonly (readonly [loaded: number, total: number])[];
  readonly fail?: boolean;
};

export type SentXhr = { readonly method: string; readonly url: string; readonly headers: Map<string, string>; readonly body: unknown };

/**
 * The slice of XMLHttpRequest that upload.ts uses. Answers asynchronously, like the real one, from `scripts` in
 * order; records every request.
 */
export const createXhrDouble = (scripts: XhrScript[]) => {
  const sent: SentXhr[] = [];
  let next = 0;

  class FakeXhr {
    readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    private method = '';
    private url = '';
    private readonly headers = new Map<string, string>();
    private responseHeaders = '';

    open(method: string, url: string): void {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string): void {
      this.headers.set(name.toLowerCase(), value);
    }
    getAllResponseHeaders(): string {
      return this.responseHeaders;
    }
    abort(): void {
      this.onabort?.();
    }
    send(body: unknown): void {
      sent.push({ method: this.method, url: this.url, headers: new Map(this.headers), body });
      const script = scripts[next++];
      setTimeout(() => {
        if (script === undefined || script.fail) {
          this.onerror?.();
          return;
        }
        for (const [loaded, total] of script.progress ?? []) {
          this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
        }
        this.status = script.status;
        this.responseText = JSON.stringify(script.body);
        this.responseHeaders = 'content-type: application/json\r\n';
        this.onload?.();
      }, 1);
    }
  }

  // The double implements only what upload.ts touches; the cast states that boundary once.
  const createXhr = () => new FakeXhr() as unknown as XMLHttpRequest;
  return { createXhr, sent };
};
